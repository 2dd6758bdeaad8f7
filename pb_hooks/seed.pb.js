/// <reference path="../pb_data/types.d.ts" />
// `pocketbase seed-import <manifest.json> <result.json>`: used by scripts/seed.mjs to load the
// demo catalog. The summary goes to the result file, never to the output, which log lines share.
$app.rootCmd.addCommand(
  new Command({
    use: 'seed-import [manifest] [result]',
    short: 'Import the generated Rihla demo catalog (see scripts/seed.mjs)',
    run: (_cmd, args) => {
      const { importSeed } = require(`${__hooks}/lib/catalog/seed-import.js`);
      try {
        if (!args[0] || !args[1]) throw new Error('usage: seed-import <manifest.json> <result.json>');
        $os.writeFile(args[1], JSON.stringify(importSeed($app, args[0])), 0o644);
      } catch (error) {
        console.error(`seed-import failed: ${error}`);
        $os.exit(1);
      }
    },
  }),
);
