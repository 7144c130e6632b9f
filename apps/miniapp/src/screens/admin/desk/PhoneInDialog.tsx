// A phone-in booking (issue 15.2): service, day and free time, then an existing client (search) or a
// new one (name and phone or email); POST /api/admin/bookings books through the customers' path.
// From the calendar's grid (issue 26.3) it opens on the free time tapped.
// A new client's contact the server refuses is named under its field in the reader's language.
import { Button, Select, Text } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form/FormField.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { useServerFieldError } from "../../../lib/use-server-field-error.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { addDays } from "../../booking/calendar.ts";
import { useTenantToday } from "../availability/useTenantToday.ts";
import { CheckboxField } from "../ui/CheckboxField.tsx";
import { ChoicePills } from "../ui/ChoicePills.tsx";
import { Dialog } from "../ui/Dialog.tsx";
import { TimePicker } from "./TimePicker.tsx";
import { useDeskRefresh } from "./use-desk-refresh.ts";

type ClientMode = "existing" | "new";
/** The new client's fields as the server names them (e.g. 400 with field "client.phone"). */
const CLIENT_FIELDS = ["client.firstName", "client.lastName", "client.phone", "client.email"];

/** Where the calendar's tap on a free time opens the dialog: that day, that start, that expert's times. */
export interface PhoneInStart {
  date: string;
  slotId: string;
  expertId?: string;
}

export function PhoneInDialog({ onClose, initial }: { onClose(): void; initial?: PhoneInStart }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const refresh = useDeskRefresh();
  const today = useTenantToday();
  const services = useQuery(trpc.admin.services.list.queryOptions());
  const active = services.data?.filter((service) => service.isActive) ?? [];
  const [serviceId, setServiceId] = useState("");
  const [date, setDate] = useState(() => initial?.date ?? addDays(today, 1));
  const [slotId, setSlotId] = useState(initial?.slotId ?? "");
  const [mode, setMode] = useState<ClientMode>("existing");
  const [search, setSearch] = useState("");
  const [client, setClient] = useState<{ id: string; name: string } | null>(null);
  const [person, setPerson] = useState({ firstName: "", lastName: "", phone: "", email: "" });
  const [confirm, setConfirm] = useState(true);
  const query = useDeferredValue(search.trim());
  const found = useQuery({
    ...trpc.admin.clients.list.queryOptions({ search: query, page: 1, pageSize: 5 }),
    enabled: mode === "existing" && query.length > 1,
  });
  const service = serviceId || active[0]?.id || "";
  const serverError = useServerFieldError(CLIENT_FIELDS);
  const create = useMutation(
    trpc.admin.bookings.create.mutationOptions({
      onSuccess: async () => {
        toast.success(t("admin.desk.created"));
        await refresh();
        onClose();
      },
      // A refused contact is named under its field, translated; anything else (a taken time) is a toast.
      onError: (error) => serverError.report(error, "admin.desk.createFailed"),
    }),
  );
  const hasContact = !!person.phone.trim() || !!person.email.trim();
  const ready = !!service && !!slotId && (mode === "existing" ? !!client : !!person.firstName.trim() && hasContact);
  const field = (key: keyof typeof person) => (value: string) => setPerson({ ...person, [key]: value });

  function submit() {
    if (!ready || create.isPending) return;
    serverError.clear();
    const optional = (value: string) => value.trim() || undefined;
    create.mutate({
      serviceId: service,
      slotId,
      confirm,
      ...(mode === "existing"
        ? { clientId: client!.id }
        : {
            client: {
              firstName: person.firstName.trim(),
              lastName: optional(person.lastName),
              phone: optional(person.phone),
              email: optional(person.email),
            },
          }),
    });
  }

  return (
    <Dialog title={t("admin.desk.newBookingTitle")} onClose={onClose} testId="phone-in-dialog">
      <Select
        header={t("admin.desk.service")}
        aria-label={t("admin.desk.service")}
        value={service}
        onChange={(e) => {
          setServiceId(e.target.value);
          setSlotId("");
        }}
      >
        {active.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </Select>
      <TimePicker serviceId={service} expertId={initial?.expertId} date={date} onDate={setDate} slotId={slotId} onSlot={setSlotId} />
      <ChoicePills
        label={t("admin.desk.existingClient")}
        value={mode}
        onChange={setMode}
        options={[
          { key: "existing", label: t("admin.desk.existingClient") },
          { key: "new", label: t("admin.desk.newClient") },
        ]}
      />
      {mode === "existing" ? (
        <>
          {client ? (
            <Text weight="2" data-testid="chosen-client">
              {t("admin.desk.chosenClient", { name: client.name })}
            </Text>
          ) : null}
          <FormField label={t("admin.desk.findClient")} value={search} type="search" onValueChange={setSearch} />
          <div className="row-actions">
            {found.data?.items.map((item) => (
              <Button
                key={item.id}
                size="s"
                mode={client?.id === item.id ? "filled" : "outline"}
                onClick={() => setClient({ id: item.id, name: item.name })}
              >
                {item.name}
                {item.phone ? ` · ${item.phone}` : ""}
              </Button>
            ))}
          </div>
        </>
      ) : (
        <>
          <FormField
            label={t("admin.desk.firstName")}
            value={person.firstName}
            onValueChange={field("firstName")}
            autoComplete="off"
            error={serverError.fieldError("client.firstName")}
          />
          <FormField
            label={t("admin.desk.lastName")}
            value={person.lastName}
            onValueChange={field("lastName")}
            autoComplete="off"
            error={serverError.fieldError("client.lastName")}
          />
          <FormField
            label={t("admin.desk.phone")}
            value={person.phone}
            type="tel"
            onValueChange={field("phone")}
            autoComplete="off"
            hint={hasContact ? undefined : t("admin.desk.phoneOrEmail")}
            error={serverError.fieldError("client.phone")}
          />
          <FormField
            label={t("admin.desk.email")}
            value={person.email}
            type="email"
            onValueChange={field("email")}
            autoComplete="off"
            error={serverError.fieldError("client.email")}
          />
        </>
      )}
      <CheckboxField label={t("admin.desk.confirmNow")} checked={confirm} onCheckedChange={setConfirm} />
      <Button mode="filled" disabled={!ready || create.isPending} loading={create.isPending} onClick={submit} data-testid="phone-in-submit">
        {t("admin.desk.create")}
      </Button>
    </Dialog>
  );
}
