/// <reference path="../pb_data/types.d.ts" />
// Rate limits for the checkout's own endpoints, per client IP, high enough that a traveller
// (even several behind one mobile carrier's address) never meets them: POST /api/store/checkout
// 60 per minute, POST /api/store/cart/check 120 per minute. Placed before the catch-all "/api/"
// rule; every other rule (the promo rule "/api/store/promo/" of 10 per 10 minutes included) is
// kept as it is.
migrate(
  (app) => {
    const added = [
      { label: '/api/store/checkout', audience: '', maxRequests: 60, duration: 60 },
      { label: '/api/store/cart/check', audience: '', maxRequests: 120, duration: 60 },
    ];
    const labels = added.map((rule) => rule.label);
    const settings = app.settings();
    const rules = [];
    const current = settings.rateLimits.rules;
    for (let index = 0; index < current.length; index += 1) {
      const rule = current[index];
      if (labels.indexOf(rule.label) === -1) rules.push({ label: rule.label, audience: rule.audience, maxRequests: rule.maxRequests, duration: rule.duration });
    }
    const catchAll = rules.findIndex((rule) => rule.label === '/api/');
    if (catchAll === -1) rules.push(...added);
    else rules.splice(catchAll, 0, ...added);
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = rules;
    app.save(settings);
  },
  (app) => {
    const labels = ['/api/store/checkout', '/api/store/cart/check'];
    const settings = app.settings();
    const rules = [];
    const current = settings.rateLimits.rules;
    for (let index = 0; index < current.length; index += 1) {
      const rule = current[index];
      if (labels.indexOf(rule.label) === -1) rules.push({ label: rule.label, audience: rule.audience, maxRequests: rule.maxRequests, duration: rule.duration });
    }
    settings.rateLimits.rules = rules;
    app.save(settings);
  },
);
