/** Slugs are lower-case words joined by single dashes (the migrations enforce the same). */
export const isSlug = (value: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 160
