import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../ui/button'
import { Select } from '../../../ui/select'
import { Spinner } from '../../../ui/spinner'
import { TextField } from '../../../ui/text-field'
import { showToast } from '../../../ui/toast-region'
import { PageFrame } from '../../../ui/page-frame'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import '../playground.css'

/**
 * The spec lists /playground without a purpose. Rihla uses it as the living style guide: every
 * UI control in both directions, so staff and developers can check them on a real device.
 */
export function PlaygroundPage() {
  const { t } = useLingui()
  const [loading, setLoading] = useState(false)
  const [choice, setChoice] = useState('one')
  return (
    <PageFrame head={PRIVATE_PAGE} title={t`Playground`} description={t`Rihla's controls, in this language and direction.`}>
      <section className="playground__section">
        <h2>{t`Buttons`}</h2>
        <div className="playground__row">
          <Button>{t`Primary`}</Button>
          <Button variant="secondary">{t`Secondary`}</Button>
          <Button variant="quiet">{t`Quiet`}</Button>
          <Button
            isLoading={loading}
            onPress={() => {
              setLoading(true)
              window.setTimeout(() => setLoading(false), 1500)
            }}
          >
            {t`Loading state`}
          </Button>
        </div>
      </section>
      <section className="playground__section">
        <h2>{t`Messages`}</h2>
        <div className="playground__row">
          <Button variant="secondary" onPress={() => showToast({ title: t`Saved to your list`, tone: 'success' })}>
            {t`Show a toast`}
          </Button>
          <Spinner size="md" label={t`Loading`} />
        </div>
      </section>
      <section className="playground__section">
        <h2>{t`Fields`}</h2>
        <TextField label={t`Name`} description={t`As written in your passport`} />
        <TextField label={t`Email`} errorMessage={t`This format is not correct.`} />
        <Select
          label={t`Choose an option`}
          value={choice}
          onChange={setChoice}
          options={[
            { id: 'one', label: t`Standard ticket` },
            { id: 'two', label: t`Private experience for your group` },
          ]}
        />
      </section>
      <p>
        <Trans>Everything on this page follows the page's language and direction.</Trans>
      </p>
    </PageFrame>
  )
}
