import type { IntentHandlers } from '../lib/load-on-intent'
import { Icon, type IconName } from './icon'
import './button.css'
import './popover.css'

type MenuButtonStandInProps = { icon: IconName; label: string; intent: IntentHandlers }

/** Looks and reads like a react-aria menu button (role, name, collapsed) until the menu loads. */
export function MenuButtonStandIn({ icon, label, intent }: MenuButtonStandInProps) {
  return (
    <button type="button" className="icon-button" aria-label={label} aria-haspopup="true" aria-expanded="false" {...intent}>
      <Icon name={icon} />
    </button>
  )
}
