import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { Form } from "react-aria-components";
import { formatClock, formatDate, formatMoney } from "../../../lib/format";
import { localized } from "../../../lib/localized";
import { isClientResponseError } from "../../../lib/pocketbase";
import { useLocale } from "../../../lib/use-locale";
import { newRecordId } from "../../../lib/conversation/record-id";
import type { OfferRequest } from "../../../lib/conversation/types";
import { Button } from "../../../ui/button";
import { NumberField } from "../../../ui/number-field";
import { Select } from "../../../ui/select";
import { TextField } from "../../../ui/text-field";
import { sendOffer } from "../api/staff-actions";
import { staffQueries } from "../api/staff-queries";
import { catalogTotal, countedTravellers, totalToSend } from "../offer-price";
import { joinInline } from '../../../lib/inline-separator'

type ComposeOfferProps = {
  threadId: string;
  experienceId?: string;
  /** The conversation's experience by name, shown before a search lists it. */
  experienceTitle?: { ar: string; en: string } | null;
  request?: OfferRequest;
  onDone: () => void;
  onCancel: () => void;
};

/**
 * An offer for the thread: experience, option, departure and travellers; the price starts at the
 * catalogue's and may be changed; valid 24 hours unless changed; an optional note. The server
 * checks it all and holds the seats.
 */
export function ComposeOffer({
  threadId,
  experienceId: initialExperience,
  experienceTitle,
  request,
  onDone,
  onCancel,
}: ComposeOfferProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const [id] = useState(newRecordId);
  const [search, setSearch] = useState("");
  const [experienceId, setExperienceId] = useState(initialExperience ?? "");
  const [date, setDate] = useState(request?.dates[0] ?? "");
  const [optionId, setOptionId] = useState("");
  const [slotId, setSlotId] = useState("");
  const [travellers, setTravellers] = useState<Record<string, number>>(
    request?.travellers ?? { adult: 2 },
  );
  const [price, setPrice] = useState<number>(NaN);
  const [priceTouched, setPriceTouched] = useState(false);
  const [hours, setHours] = useState(24);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { data: experiences = [] } = useQuery(
    staffQueries.experiences(search.trim()),
  );
  const { data: day } = useQuery({
    ...staffQueries.day(experienceId, date),
    enabled: Boolean(experienceId && /^\d{4}-\d{2}-\d{2}$/.test(date)),
  });
  const options = day?.options ?? [];
  const option = options.find((item) => item.id === optionId) ?? options[0];
  const slots = (option?.slots ?? []).filter(
    (slot) => slot.status === "available" || slot.remaining > 0,
  );
  const slot = slots.find((item) => item.id === slotId) ?? slots[0];
  const computed = slot ? catalogTotal(slot.prices, travellers) : 0;
  const shownPrice = priceTouched ? price : computed / 100;

  const experienceOptions = [
    ...(initialExperience &&
    !experiences.some((item) => item.id === initialExperience)
      ? [
          {
            id: initialExperience,
            label: experienceTitle
              ? locale === "ar"
                ? experienceTitle.ar
                : experienceTitle.en
              : t`This conversation's experience`,
          },
        ]
      : []),
    ...experiences.map((item) => ({
      id: item.id,
      label: localized(item, "title", locale),
    })),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!slot) return setError(t`Choose a departure first.`);
    setBusy(true);
    setError(null);
    try {
      await sendOffer(
        threadId,
        {
          id,
          item: { slotId: slot.id, travellers: countedTravellers(travellers) },
          total: priceTouched ? totalToSend(price, computed) : undefined,
          expiresInHours: hours,
          note: note.trim() || undefined,
        },
        locale,
      );
      onDone();
    } catch (failure) {
      setError(
        isClientResponseError(failure) && failure.response?.message
          ? String(failure.response.message)
          : t`The offer could not be sent. Check your connection and try again.`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      className="form compose-offer"
      onSubmit={(event) => void submit(event)}
      validationBehavior="aria"
      aria-labelledby="compose-offer-title"
    >
      <h3 id="compose-offer-title">{t`Compose an offer`}</h3>
      <TextField
        label={t`Find an experience`}
        value={search}
        onChange={setSearch}
      />
      <Select
        label={t`Experience`}
        options={[
          { id: "", label: t`Choose an experience` },
          ...experienceOptions,
        ]}
        value={experienceId}
        onChange={setExperienceId}
      />
      <TextField
        label={t`Date`}
        type="date"
        value={date}
        onChange={setDate}
        isRequired
        // A native date input shows the browser's digits (Latin on Arabic pages too); the chosen
        // day is written beside it in the page's language and digits.
        description={/^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDate(date, locale, { dateStyle: "full" }) : undefined}
      />
      {options.length ? (
        <>
          <Select
            label={t`Option`}
            options={options.map((item) => ({
              id: item.id,
              label: localized(item, "title", locale),
            }))}
            value={option?.id ?? ""}
            onChange={setOptionId}
          />
          <Select
            label={t`Departure`}
            options={slots.map((item) => {
              const time = formatClock(item.start_time, locale);
              const seats = item.remaining;
              return { id: item.id, label: joinInline([time, t`${plural(seats, { one: "# seat left", other: "# seats left" })}`], locale) };
            })}
            value={slot?.id ?? ""}
            onChange={setSlotId}
          />
          {(option?.traveller_types ?? []).map((type) => {
            const typeName = localized(type, "name", locale);
            return (
              <NumberField
                key={type.key}
                label={typeName}
                stepper
                minValue={0}
                maxValue={option?.max_per_booking || 100}
                value={travellers[type.key] ?? 0}
                onChange={(count) =>
                  setTravellers((group) => ({ ...group, [type.key]: count }))
                }
                decrementLabel={t`Fewer: ${typeName}`}
                incrementLabel={t`More: ${typeName}`}
              />
            );
          })}
          <p className="field__description">{t`Catalogue price: ${formatMoney(computed, locale)}`}</p>
          <NumberField
            label={t`Offer price in SAR`}
            minValue={1}
            value={shownPrice}
            formatOptions={{ maximumFractionDigits: 2 }}
            onChange={(value) => {
              setPriceTouched(true);
              setPrice(value);
            }}
          />
        </>
      ) : date && experienceId ? (
        <p className="notice">{t`Nothing can be booked on this day.`}</p>
      ) : null}
      <NumberField
        label={t`Valid for (hours)`}
        minValue={1}
        maxValue={168}
        value={hours}
        onChange={setHours}
      />
      <TextField
        label={t`Note for the traveller (optional)`}
        multiline
        value={note}
        onChange={setNote}
        maxLength={2000}
      />
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="button-row">
        <Button type="submit" isLoading={busy}>
          {t`Send the offer`}
        </Button>
        <Button variant="quiet" onPress={onCancel}>
          {t`Cancel`}
        </Button>
      </div>
    </Form>
  );
}
