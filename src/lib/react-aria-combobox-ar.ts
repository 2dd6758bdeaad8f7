// react-aria's Arabic words for its combobox (react-aria/dist/private/intl/combobox/ar-AE.mjs),
// put in its place by vite.config.ts (ariaArabicCombobox). Its own announce a count as "١ خيار
// متاحة": a figure before a singular noun with a feminine adjective. These use the Arabic plural
// forms (خيار واحد متاح، خياران متاحان، ٣ خيارات متاحة، ١١ خيارًا متاحًا، ١٠٠ خيار متاح). react-aria
// reads these strings itself, outside Lingui (decision 038).

type Formatter = {
  plural: (count: number, options: Record<string, string | (() => string)>) => string
  number: (value: number) => string
  select: (options: Record<string, string | (() => string)>, value: unknown) => string
}

const options = (count: number, formatter: Formatter) => {
  const figure = () => formatter.number(count)
  return {
    zero: 'لا خيارات',
    one: 'خيار واحد',
    two: 'خياران',
    few: () => `${figure()} خيارات`,
    many: () => `${figure()} خيارًا`,
    other: () => `${figure()} خيار`,
  }
}

const available = (count: number, formatter: Formatter) =>
  formatter.plural(count, {
    zero: 'لا خيارات متاحة.',
    one: 'خيار واحد متاح.',
    two: 'خياران متاحان.',
    few: () => `${formatter.number(count)} خيارات متاحة.`,
    many: () => `${formatter.number(count)} خيارًا متاحًا.`,
    other: () => `${formatter.number(count)} خيار متاح.`,
  })

export default {
  buttonLabel: 'عرض المقترحات',
  countAnnouncement: (args: { optionCount: number }, formatter: Formatter) => available(args.optionCount, formatter),
  focusAnnouncement: (args: { isGroupChange: boolean; groupTitle: string; groupCount: number; optionText: string; isSelected: boolean }, formatter: Formatter) =>
    `${formatter.select({ true: () => `مجموعة ${args.groupTitle}، فيها ${formatter.plural(args.groupCount, options(args.groupCount, formatter))}. `, other: '' }, args.isGroupChange)}${args.optionText}${formatter.select({ true: '، محدد', other: '' }, args.isSelected)}`,
  listboxLabel: 'مقترحات',
  selectedAnnouncement: (args: { optionText: string }) => `${args.optionText}، محدد`,
}
