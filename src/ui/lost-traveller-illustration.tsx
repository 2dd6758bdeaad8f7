import './lost-traveller-illustration.css'
/** The 404 illustration: a signpost in the dunes. Decorative. */
export function LostTravellerIllustration() {
  return (
    <svg className="status-page__illustration" viewBox="0 0 320 200" width="320" height="200" aria-hidden="true" focusable="false">
      <rect width="320" height="200" rx="20" fill="#fbe3b4" />
      <circle cx="250" cy="52" r="24" fill="#fff4d6" />
      <path d="M0 150 C60 120 110 128 160 142 S260 160 320 130 V200 H0 Z" fill="#e9a55a" />
      <path d="M0 172 C70 156 130 166 190 174 S280 180 320 166 V200 H0 Z" fill="#c46f2c" />
      <rect x="110" y="70" width="8" height="90" rx="3" fill="#6f4120" />
      <path d="M118 78 H178 L190 90 L178 102 H118 Z" fill="#0f5257" />
      <path d="M110 110 H56 L44 122 L56 134 H110 Z" fill="#1b7a80" />
      <text x="150" y="95" textAnchor="middle" fontSize="16" fontWeight="700" fill="#fff">?</text>
      <text x="80" y="127" textAnchor="middle" fontSize="16" fontWeight="700" fill="#fff">404</text>
    </svg>
  )
}
