/// <reference path="../pb_data/types.d.ts" />
// Rate limits of the payment endpoints, per client IP: the order endpoints (view, which the
// success page polls every 2 s, pay again, cancel) 120 per minute; the sandbox's hosted page 60
// per minute (card guessing); provider webhooks 600 per minute (a provider retries in bursts).
const RULES = [
  { label: '/api/store/orders/', audience: '', maxRequests: 120, duration: 60 },
  { label: '/api/store/payments/', audience: '', maxRequests: 600, duration: 60 },
  { label: '/pay/sandbox/', audience: '', maxRequests: 60, duration: 60 },
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
