/// <reference path="../pb_data/types.d.ts" />
// Application settings that must hold on every install: name, rate limits, batch API off.
migrate(
  (app) => {
    const settings = app.settings();
    settings.meta.appName = 'Rihla';
    settings.batch.enabled = false;
    settings.rateLimits.enabled = true;
    // Per client IP. Superusers (staff in the dashboard) are not limited.
    settings.rateLimits.rules = [
      // Sign-in, password reset and the other auth actions: slow guessing down hard.
      { label: '*:auth', audience: '', maxRequests: 10, duration: 60 },
      { label: '*:authWithPassword', audience: '', maxRequests: 10, duration: 60 },
      { label: '*:requestPasswordReset', audience: '', maxRequests: 5, duration: 300 },
      { label: '*:create', audience: '', maxRequests: 30, duration: 10 },
      { label: 'contact_messages:create', audience: '', maxRequests: 5, duration: 600 },
      { label: 'offer_requests:create', audience: '', maxRequests: 5, duration: 600 },
      { label: '/api/store/promo/', audience: '', maxRequests: 10, duration: 600 },
      { label: '/api/batch', audience: '', maxRequests: 3, duration: 1 },
      { label: '/api/', audience: '', maxRequests: 600, duration: 10 },
    ];
    app.save(settings);
  },
  () => {
    // Settings are not rolled back: the previous values are unknown.
  },
);
