/// <reference path="../pb_data/types.d.ts" />
// `pocketbase seed-import <manifest.json>`: used by scripts/seed.mjs to load the demo catalog.
$app.rootCmd.addCommand(
  new Command({
    use: 'seed-import [manifest]',
    short: 'Import the generated Rihla demo catalog (see scripts/seed.mjs)',
    run: (_cmd, args) => {
      const { importSeed } = require(`${__hooks}/lib/seed-import.js`);
      try {
        if (!args[0]) throw new Error('usage: seed-import <manifest.json>');
        console.log(JSON.stringify(importSeed($app, args[0])));
      } catch (error) {
        console.error(`seed-import failed: ${error}`);
        $os.exit(1);
      }
    },
  }),
);
