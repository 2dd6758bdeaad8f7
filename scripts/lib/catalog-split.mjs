// Splits a compiled Lingui catalog into the part every page loads and parts that only some
// routes load (src/locales/catalog-parts.json), so the home page does not carry the staff
// inbox's or the orders pages' messages. A message goes to a part when every place that uses it
// is in that part's folders; anything used elsewhere stays in the main catalog.
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/** The entries of a .po file as Lingui writes it: source message, context, origins (file paths). */
export function readPoEntries(text) {
  const entries = [];
  for (const block of text.split(/\n\s*\n/)) {
    const origins = [];
    let field = null;
    const entry = { msgid: '', msgctxt: undefined, explicitId: false, origins };
    for (const line of block.split('\n')) {
      if (line.startsWith('#: ')) origins.push(...line.slice(3).trim().split(/\s+/).map((origin) => origin.replace(/:\d+$/, '')));
      else if (line.startsWith('#. js-lingui-explicit-id')) entry.explicitId = true;
      else if (/^(msgid|msgctxt|msgstr)\s/.test(line)) {
        field = line.split(/\s/, 1)[0];
        if (field !== 'msgstr') entry[field] = JSON.parse(line.slice(field.length).trim());
      } else if (line.startsWith('"') && field && field !== 'msgstr') entry[field] += JSON.parse(line);
    }
    if (entry.msgid) entries.push(entry);
  }
  return entries;
}

/** The part a message belongs to, or null for the main catalog. */
export function partOf(origins, parts) {
  if (origins.length === 0) return null;
  for (const [part, folders] of Object.entries(parts)) {
    if (origins.every((origin) => folders.some((folder) => origin.startsWith(folder)))) return part;
  }
  return null;
}

/** Compiled messages (id → compiled message) cut into { main, ...parts }. */
export function splitMessages(messages, entries, parts) {
  const partOfId = new Map(entries.map((entry) => [entry.explicitId ? entry.msgid : generateMessageId(entry.msgid, entry.msgctxt), partOf(entry.origins, parts)]));
  const split = { main: {} };
  for (const part of Object.keys(parts)) split[part] = {};
  for (const [id, message] of Object.entries(messages)) split[partOfId.get(id) ?? 'main'][id] = message;
  return split;
}
