/// <reference path="../pb_data/types.d.ts" />
// Rate limit for the contact form's own endpoint (POST /api/store/contact): 5 per 10 minutes
// per client IP. Custom routes are matched by path labels, not by collection actions, so the
// rule goes before the catch-all "/api/" rule; every other rule is kept as it is.
migrate(
  (app) => {
    const label = '/api/store/contact';
    const settings = app.settings();
    const rules = [];
    const current = settings.rateLimits.rules;
    for (let index = 0; index < current.length; index += 1) {
      const rule = current[index];
      if (rule.label !== label) rules.push({ label: rule.label, audience: rule.audience, maxRequests: rule.maxRequests, duration: rule.duration });
    }
    const contactRule = { label, audience: '', maxRequests: 5, duration: 600 };
    const catchAll = rules.findIndex((rule) => rule.label === '/api/');
    if (catchAll === -1) rules.push(contactRule);
    else rules.splice(catchAll, 0, contactRule);
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = rules;
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    const rules = [];
    const current = settings.rateLimits.rules;
    for (let index = 0; index < current.length; index += 1) {
      const rule = current[index];
      if (rule.label !== '/api/store/contact') rules.push({ label: rule.label, audience: rule.audience, maxRequests: rule.maxRequests, duration: rule.duration });
    }
    settings.rateLimits.rules = rules;
    app.save(settings);
  },
);
