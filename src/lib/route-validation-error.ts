/** A route whose params or search fail validation: shown as 'Page Not Found: {path}' (404). */
export class RouteValidationError extends Error {
  readonly status = 404
  constructor(readonly path: string) {
    super(`Page Not Found: ${path}`)
    this.name = 'RouteValidationError'
  }
}
