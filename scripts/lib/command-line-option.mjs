/** The value after `--name` on the command line (`--runs 3`), or the fallback when it is not given. */
export function commandLineOption(name, fallback) {
  const index = process.argv.indexOf(name);
  return index > 0 && index + 1 < process.argv.length ? process.argv[index + 1] : fallback;
}
