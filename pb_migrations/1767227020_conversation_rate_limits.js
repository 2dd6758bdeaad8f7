/// <reference path="../pb_data/types.d.ts" />
// Rate limits of the conversation endpoints that anyone may call, per client IP: new chat
// identities 20 per 10 minutes (a device makes one), their tokens 60 per 10 minutes, joining an
// identity to an account 20 per 10 minutes, custom offer requests 10 per 10 minutes (besides the
// cap of open requests per traveller). Messages are limited per sender in pb_hooks/lib/conversations/chat-rules.js.
const RULES = [
  { label: 'POST /api/store/chat/guests', audience: '', maxRequests: 20, duration: 600 },
  { label: 'POST /api/store/chat/guests/auth', audience: '', maxRequests: 60, duration: 600 },
  { label: 'POST /api/store/chat/guests/merge', audience: '', maxRequests: 20, duration: 600 },
  { label: 'POST /api/store/offers/requests', audience: '', maxRequests: 10, duration: 600 },
];

migrate(
  (app) => {
    const { withRules } = require(`${__hooks}/lib/shared/rate-limit-rules.js`);
    const settings = app.settings();
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = withRules(settings.rateLimits.rules, RULES);
    app.save(settings);
  },
  (app) => {
    const { withoutLabels } = require(`${__hooks}/lib/shared/rate-limit-rules.js`);
    const settings = app.settings();
    settings.rateLimits.rules = withoutLabels(settings.rateLimits.rules, RULES.map((rule) => rule.label));
    app.save(settings);
  },
);
