import '../../../ui/experience-card.css'
import '../catalog.css'
/** Placeholder cards while a listing loads: the same grid, so nothing shifts when it arrives. */
export function ExperienceGridSkeleton({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label}>
      <ul className="experience-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <div className="experience-card experience-card--skeleton">
              <div className="skeleton skeleton--image" />
              <div className="experience-card__body">
                <div className="skeleton skeleton--line" />
                <div className="skeleton skeleton--line skeleton--wide" />
                <div className="skeleton skeleton--line" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
