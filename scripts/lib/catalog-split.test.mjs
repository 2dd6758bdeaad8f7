import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { partOf, readPoEntries, splitMessages } from './catalog-split.mjs';

const parts = { orders: ['src/features/orders/'], staff: ['src/features/staff/', 'src/features/playground/'] };

const po = `msgid ""
msgstr ""
"Language: ar\\n"

#: src/features/orders/components/order-page.tsx:12
#: src/features/orders/components/orders-page.tsx:40
msgid "Refunded"
msgstr "تم الاسترداد"

#: src/features/orders/components/order-page.tsx:3
#: src/app/layout/site-footer.tsx:9
msgid "Your orders"
msgstr "طلباتك"

#: src/features/playground/components/playground-page.tsx:5
msgid ""
"A long "
"message"
msgstr "رسالة"

#: src/features/staff/components/staff-page.tsx:7
msgctxt "staff"
msgid "Open"
msgstr "مفتوحة"
`;

describe('catalog split', () => {
  it('reads source messages, contexts and origin files from a .po file', () => {
    expect(readPoEntries(po)).toEqual([
      { msgid: 'Refunded', msgctxt: undefined, explicitId: false, origins: ['src/features/orders/components/order-page.tsx', 'src/features/orders/components/orders-page.tsx'] },
      { msgid: 'Your orders', msgctxt: undefined, explicitId: false, origins: ['src/features/orders/components/order-page.tsx', 'src/app/layout/site-footer.tsx'] },
      { msgid: 'A long message', msgctxt: undefined, explicitId: false, origins: ['src/features/playground/components/playground-page.tsx'] },
      { msgid: 'Open', msgctxt: 'staff', explicitId: false, origins: ['src/features/staff/components/staff-page.tsx'] },
    ]);
  });

  it('puts a message in a part only when every use of it is in that part', () => {
    expect(partOf(['src/features/orders/a.tsx', 'src/features/orders/b.tsx'], parts)).toBe('orders');
    expect(partOf(['src/features/orders/a.tsx', 'src/app/layout/site-footer.tsx'], parts)).toBeNull();
    expect(partOf(['src/features/staff/a.tsx', 'src/features/playground/b.tsx'], parts)).toBe('staff');
    expect(partOf([], parts)).toBeNull();
  });

  it('cuts the compiled messages by the ids Lingui gives them; unknown ids stay in the main catalog', () => {
    const id = (message, context) => generateMessageId(message, context);
    const compiled = { [id('Refunded')]: ['تم الاسترداد'], [id('Your orders')]: ['طلباتك'], [id('A long message')]: ['رسالة'], [id('Open', 'staff')]: ['مفتوحة'], unknown: ['x'] };
    expect(splitMessages(compiled, readPoEntries(po), parts)).toEqual({
      main: { [id('Your orders')]: ['طلباتك'], unknown: ['x'] },
      orders: { [id('Refunded')]: ['تم الاسترداد'] },
      staff: { [id('A long message')]: ['رسالة'], [id('Open', 'staff')]: ['مفتوحة'] },
    });
  });

  it("is loaded by every route that shows a part's components (src/locales/catalog-parts.json)", () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const realParts = JSON.parse(readFileSync(path.join(root, 'src/locales/catalog-parts.json'), 'utf8'));
    const routes = readdirSync(path.join(root, 'src/routes'), { recursive: true }).filter((file) => /\.tsx?$/.test(file));
    const missing = [];
    for (const file of routes) {
      const source = readFileSync(path.join(root, 'src/routes', file), 'utf8');
      for (const [part, folders] of Object.entries(realParts)) {
        const usesPart = folders.some((folder) => source.includes(`/${folder.replace(/^src\//, '')}`));
        if (usesPart && !source.includes(`loadCatalogPart('${part}')`)) missing.push(`${file}: ${part}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
