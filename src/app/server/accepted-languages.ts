/** The languages of an Accept-Language header, most wanted first (quality 0 left out). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';')
      const quality = parameters.map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(parameter)?.[1]).find(Boolean)
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), index }
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0 && Number.isFinite(entry.quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag)
}
