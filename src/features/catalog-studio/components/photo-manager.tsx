import { useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '../../../lib/format'
import { useLocale } from '../../../lib/use-locale'
import { ResponsiveImage } from '../../../ui/responsive-image'
import { PHOTOS, refusalOf, uploadPhoto, type StudioDetail, type StudioImage } from '../api/studio-api'

type PhotoManagerProps = {
  /** The saved experience (null while the draft is not created yet). */
  experienceId: string | null
  /** The version the next upload is made on. */
  base: string
  images: StudioImage[]
  onChange: (images: StudioImage[]) => void
  /** An upload landed: the experience's new version, with the photo last. */
  onUploaded: (answer: StudioDetail) => void
  readOnly: boolean
  error?: string
  missing?: boolean
}

/**
 * The experience's photos (decision 071): upload from a phone's camera or a laptop's files, one
 * request per photo, each saved at once; the order, the cover (the first) and the alt texts are
 * edited here and saved with the rest of the form; a removed photo leaves with the next save.
 */
export function PhotoManager({ experienceId, base, images, onChange, onUploaded, readOnly, error, missing }: PhotoManagerProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState('')
  const [refusals, setRefusals] = useState<string[]>([])
  const number = (value: number) => formatNumber(value, locale)
  const megabytes = number(PHOTOS.maxBytes / (1024 * 1024))

  const move = (index: number, to: number) => {
    const next = images.slice()
    const [photo] = next.splice(index, 1)
    next.splice(to, 0, photo!)
    onChange(next)
  }
  const setAlt = (index: number, lang: 'ar' | 'en', value: string) => onChange(images.map((photo, at) => (at === index ? { ...photo, [`alt_${lang}`]: value } : photo)))

  const add = async (files: File[]) => {
    if (!experienceId || files.length === 0) return
    const failed: string[] = []
    let version = base
    for (const [index, file] of files.entries()) {
      // A file's name is a left-to-right value inside the message: isolated, so bidi keeps it whole.
      const named = `\u2068${file.name}\u2069`
      setProgress(t`Uploading photo ${number(index + 1)} of ${number(files.length)}…`)
      // A file over the cap is refused here, before minutes of uploading on a weak connection.
      if (file.size > PHOTOS.maxBytes) {
        failed.push(t`${named}: larger than ${megabytes} MB. Choose a smaller photo.`)
        continue
      }
      try {
        const answer = await uploadPhoto(experienceId, version, file, locale)
        version = answer.experience.updated
        onUploaded(answer)
      } catch (caught) {
        const refusal = refusalOf(caught)
        failed.push(`${named}: ${refusal ? refusal.message : t`No connection: the photo was not added. Try again.`}`)
        if (refusal?.status === 409) break
      }
    }
    setProgress('')
    setRefusals(failed)
    if (input.current) input.current.value = ''
  }

  return (
    <fieldset className={missing ? 'studio-photos studio-rows--missing' : 'studio-photos'} aria-invalid={Boolean(error) || undefined} data-testid="photo-manager">
      <legend className="visually-hidden">{t`Photos`}</legend>
      <p className="field__description">{t`The first photo is the cover of the card and the product page. Photos are cropped to 3:2; describe each one in both languages for travellers who cannot see it.`}</p>
      {images.length === 0 ? <p className="studio-rows__empty">{t`No photos yet.`}</p> : null}
      <ol className="studio-photos__list">
        {images.map((photo, index) => {
          const position = number(index + 1)
          return (
            <li key={`${photo.key}-${index}`} className="studio-photo" data-testid="studio-photo">
              <div className="studio-photo__picture">
                <ResponsiveImage src={photo.src} alt="" width={photo.width} height={photo.height} placeholder={photo.placeholder} sizes="12rem" />
                {index === 0 ? <span className="studio-photo__cover">{t`Cover`}</span> : null}
              </div>
              <div className="studio-photo__texts">
                {(['ar', 'en'] as const).map((lang) => {
                  const id = `studio-photo-${index}-alt-${lang}`
                  const value = photo[`alt_${lang}`]
                  return (
                    <div key={lang} className={value.trim() ? 'field studio-field' : 'field studio-field studio-field--missing'}>
                      <label className="field__label" htmlFor={id}>
                        {lang === 'ar' ? t`Description of photo ${position} (Arabic)` : t`Description of photo ${position} (English)`}
                      </label>
                      <input id={id} className="field__input" lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} value={value} readOnly={readOnly} maxLength={300} onChange={(event) => setAlt(index, lang, event.target.value)} />
                      {value.trim() ? null : <span className="field__description">{t`Missing translation`}</span>}
                    </div>
                  )
                })}
              </div>
              {readOnly ? null : (
                <div className="studio-row__actions">
                  {index > 0 ? (
                    <button type="button" className="button button--secondary" onClick={() => move(index, 0)}>
                      {t`Make photo ${position} the cover`}
                    </button>
                  ) : null}
                  <button type="button" className="button button--quiet" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t`Move photo ${position} earlier`}>
                    ↑
                  </button>
                  <button type="button" className="button button--quiet" disabled={index === images.length - 1} onClick={() => move(index, index + 1)} aria-label={t`Move photo ${position} later`}>
                    ↓
                  </button>
                  <button type="button" className="button button--quiet" onClick={() => onChange(images.filter((_photo, at) => at !== index))}>
                    {t`Remove photo ${position}`}
                  </button>
                </div>
              )}
            </li>
          )
        })}
      </ol>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {refusals.length ? (
        <ul className="field__error studio-photos__refusals" role="alert">
          {refusals.map((refusal) => (
            <li key={refusal}>{refusal}</li>
          ))}
        </ul>
      ) : null}
      {progress ? (
        <p className="field__description" role="status">
          {progress}
        </p>
      ) : null}
      {readOnly ? null : experienceId ? (
        <div className="studio-photos__add">
          <label className="button button--secondary studio-photos__pick">
            {t`Add photos`}
            <input
              ref={input}
              type="file"
              className="visually-hidden"
              accept={PHOTOS.accept.join(',')}
              multiple
              disabled={Boolean(progress)}
              onChange={(event) => void add(Array.from(event.target.files ?? []))}
            />
          </label>
          <span className="field__description">{t`JPEG, PNG, WebP or HEIC, up to ${megabytes} MB each and at least ${number(PHOTOS.minWidth)} pixels wide. Each photo is saved as soon as it is uploaded.`}</span>
        </div>
      ) : (
        <p className="field__description">{t`Create the draft first; then add its photos here.`}</p>
      )}
    </fieldset>
  )
}
