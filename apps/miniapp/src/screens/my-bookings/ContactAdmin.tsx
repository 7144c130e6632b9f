// How a customer reaches the business about a booking they cannot cancel themselves (issue 14.5):
// its contacts when the owner set them; otherwise its Telegram bot, or the platform's support when
// it has none. Never a sentence without a channel while a bot exists; the business's own bot also
// beside contacts that name no Telegram (issue 25.6).
import { Text } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { BusinessContacts, type BusinessContact } from "../../components/BusinessContacts.tsx";
import { useOpenExternal } from "../../telegram/useOpenExternal.ts";
import { useTelegram } from "../../telegram/TelegramContext.tsx";
import type { TenantProfile } from "../../tenant/tenant-profile.ts";

export type TenantChat = NonNullable<TenantProfile["chat"]>;

function ChatLink({ chat }: { chat: TenantChat }) {
  const { t } = useTranslation();
  const { controls } = useTelegram();
  const openExternal = useOpenExternal();
  return (
    <a
      className="booking-card__chat"
      href={chat.url}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="contact-chat"
      // Inside Telegram a t.me link opens the chat in Telegram itself, not in a browser tab.
      onClick={
        controls
          ? (event) => {
              event.preventDefault();
              openExternal(chat.url);
            }
          : undefined
      }
    >
      {t(chat.kind === "tenantBot" ? "myBookings.writeToBusiness" : "myBookings.writeToSupport")}
    </a>
  );
}

export function ContactAdmin({ contacts, chat }: { contacts: readonly BusinessContact[]; chat: TenantChat | null }) {
  const { t } = useTranslation();
  let intro = "myBookings.contactAdminNoChannel";
  if (contacts.length > 0) intro = "myBookings.contactAdmin";
  else if (chat) intro = chat.kind === "tenantBot" ? "myBookings.contactAdminTelegram" : "myBookings.contactAdminSupport";
  return (
    <div className="booking-card__contact" data-testid="contact-admin">
      <Text>{t(intro)}</Text>
      {contacts.length > 0 && <BusinessContacts contacts={contacts} label={t("myBookings.contactsLabel")} />}
      {/* The business's bot beside contacts without a Telegram of their own (issue 25.6); the
          platform's support only when the business has neither (the server names none under white label). */}
      {chat && (contacts.length === 0 || (chat.kind === "tenantBot" && !contacts.some((contact) => contact.kind === "telegram"))) && (
        <ChatLink chat={chat} />
      )}
    </div>
  );
}
