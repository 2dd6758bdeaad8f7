/// <reference path="../pb_data/types.d.ts" />
// PocketBase's own backups, beside Litestream's continuous replication (decision 024): a zip of the
// whole data folder (data.db, auxiliary.db's logs, uploads, generated media) every day at 00:30
// UTC (03:30 in Riyadh, the quietest hour), the newest 7 kept. When one fails PocketBase mails
// every superuser ("Autobackup failure") through the mail settings (SMTP_* at start).
// The README says how to restore one.
migrate(
  (app) => {
    const settings = app.settings();
    settings.backups.cron = '30 0 * * *';
    settings.backups.cronMaxKeep = 7;
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.backups.cron = '';
    settings.backups.cronMaxKeep = 3;
    app.save(settings);
  },
);
