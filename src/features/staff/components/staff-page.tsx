import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import { formatNumber } from '../../../lib/format'
import { localePath } from '../../../lib/locale'
import { useHydrated } from '../../../lib/use-hydrated'
import { useLocale } from '../../../lib/use-locale'
import { formatWaiting } from '../../../lib/conversation/waiting-time'
import { Button } from '../../../ui/button'
import { PageFrame } from '../../../ui/page-frame'
import { Spinner } from '../../../ui/spinner'
import { staffClient } from '../../../lib/staff-client'
import { staffSignOut } from '../api/staff-client'
import { inboxFilters, staffQueries, type InboxFilter } from '../api/staff-queries'
import { threadListState, type OfferState } from '../thread-state'
import { StaffSignIn } from './staff-sign-in'
import { StaffThread } from './staff-thread'
import '../staff.css'
import { useRealtimeTopic } from '../../../lib/conversation/use-realtime-topic'

/** The staff inbox at /staff (and a thread beside it at /staff/chat/{id}); private, staff only. */
export function StaffPage({ threadId }: { threadId?: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const hydrated = useHydrated()
  const queryClient = useQueryClient()
  const { data: staff, isPending } = useQuery({ ...staffQueries.session(), enabled: hydrated })
  const name = String(staff?.name ?? '')
  return (
    <PageFrame head={PRIVATE_PAGE} title={t`Staff inbox`} className="staff-page">
      {!hydrated || isPending ? (
        <Spinner />
      ) : !staff ? (
        <StaffSignIn />
      ) : (
        <>
          <p className="staff-page__who">
            {t`Signed in as ${name}`} <Link href={localePath(locale, '/staff/orders')}>{t`Orders`}</Link>{' '}
            <Link href={localePath(locale, '/staff/departures')}>{t`Departures`}</Link>{' '}
            <Link href={localePath(locale, '/staff/schedules')}>{t`Schedules`}</Link>{' '}
            <Link href={`${localePath(locale, '/staff')}?view=reviews`}>{t`Traveller reviews`}</Link>{' '}
            <Link href={localePath(locale, '/staff/catalog')}>{t`Catalog`}</Link>{' '}
            <Link href={localePath(locale, '/staff/promos')}>{t`Promo codes`}</Link>{' '}
            <Button
              variant="quiet"
              onPress={() =>
                void staffSignOut().then(() => {
                  queryClient.removeQueries({ queryKey: ['staff'] })
                  return queryClient.invalidateQueries({ queryKey: ['staff', 'session'] })
                })
              }
            >
              {t`Sign out`}
            </Button>
          </p>
          <StaffInbox threadId={threadId} />
        </>
      )}
    </PageFrame>
  )
}

function StaffInbox({ threadId }: { threadId?: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const [filter, setFilter] = useState<InboxFilter>('open')
  const { data: inbox, isPending } = useQuery(staffQueries.inbox(filter))

  // Every change of any thread arrives on the inbox topic: the list is asked for again.
  const refreshInbox = () => void queryClient.invalidateQueries({ queryKey: ['staff', 'inbox'] })
  useRealtimeTopic(staffClient(), 'rihla.staff.inbox', (event) => event.type === 'thread' && refreshInbox(), refreshInbox)

  const offerNames: Record<OfferState, string> = {
    requested: t`Offer requested`,
    offered: t`Offer sent`,
    accepted: t`Offer accepted`,
    declined: t`Offer declined`,
    expired: t`Offer expired`,
    withdrawn: t`Offer withdrawn`,
  }
  const filterNames: Record<InboxFilter, string> = { open: t`Open`, waiting: t`Waiting for us`, closed: t`Closed`, offers: t`Offers`, all: t`All` }
  return (
    <div className={threadId ? 'staff-inbox staff-inbox--thread' : 'staff-inbox'}>
      <section className="staff-inbox__list" aria-label={t`Conversations`}>
        <div className="staff-filters" role="group" aria-label={t`Show`}>
          {inboxFilters.map((name) => {
            const count = formatNumber(inbox?.counts?.[name] ?? 0, locale)
            return (
              <button key={name} type="button" className={filter === name ? 'chip chip--selected' : 'chip'} aria-pressed={filter === name} onClick={() => setFilter(name)}>
                {filterNames[name]} <span className="staff-filters__count">{count}</span>
              </button>
            )
          })}
        </div>
        {isPending ? (
          <Spinner />
        ) : !inbox?.items.length ? (
          <p>{t`No conversations here.`}</p>
        ) : (
          <ul className="thread-list" data-testid="staff-threads">
            {inbox.items.map((thread) => {
              const who = thread.traveller?.name || thread.traveller?.email || (thread.traveller?.kind === 'guest' ? t`Guest` : t`Traveller`)
              const about = thread.experience_title ? (locale === 'ar' ? thread.experience_title.ar : thread.experience_title.en) : thread.subject
              const unread = formatNumber(thread.staff_unread, locale)
              const state = threadListState(thread)
              const waiting = state.reply.kind === 'waiting' ? formatWaiting(state.reply.seconds, locale) : null
              const offer = state.offer ? offerNames[state.offer] : ''
              return (
                <li key={thread.id} className={thread.id === threadId ? 'thread-list__item thread-list__item--current' : 'thread-list__item'}>
                  <Link className="thread-list__link" href={localePath(locale, `/staff/chat/${thread.id}`)} aria-current={thread.id === threadId ? 'page' : undefined}>
                    <span className="thread-list__title">{who}</span>
                    {about ? <span className="thread-list__about">{about}</span> : null}
                    <span className="thread-list__preview" dir="auto">
                      {/* An offer's end (accepted, declined, expired) is an event with no text: its state says it. */}
                      {thread.last_message_preview || offer}
                    </span>
                    <span className="thread-list__meta" data-testid="thread-state">
                      <span>{waiting ? t`Waiting ${waiting}` : state.reply.kind === 'closed' ? t`Closed` : t`Answered`}</span>
                      {offer ? <span data-testid="thread-offer-state">{offer}</span> : null}
                    </span>
                    {thread.staff_unread > 0 ? (
                      <>
                        <span className="badge thread-list__badge" data-testid="staff-unread" aria-hidden="true">
                          {unread}
                        </span>
                        <span className="visually-hidden">{t`${unread} unread`}</span>
                      </>
                    ) : null}
                  </Link>
                </li>
              )
            })}
          </ul>
        )}
      </section>
      {threadId ? (
        <section className="staff-inbox__thread" aria-label={t`Conversation`}>
          <p className="staff-inbox__back">
            <Link href={localePath(locale, '/staff')}>{t`Back to the inbox`}</Link>
          </p>
          <StaffThread threadId={threadId} />
        </section>
      ) : null}
    </div>
  )
}
