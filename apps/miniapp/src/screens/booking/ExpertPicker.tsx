// Booking with several experts (issue 16.2, ENTERPRISE): after the service, the customer picks a
// specialist (photo, name, short bio) or "any available", the first free one at the chosen time.
// Pages with one expert never show this step.
import { Text } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";

export interface ExpertOption {
  id: string;
  name: string;
  photoUrl: string | null;
  bio: string | null;
}

/** "any", or an expert's id. */
export type ExpertChoice = string;

export function ExpertPicker({
  experts,
  selected,
  onSelect,
}: {
  experts: readonly ExpertOption[];
  selected: ExpertChoice;
  onSelect(choice: ExpertChoice): void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="choice-list" aria-label={t("booking.chooseExpert")}>
      <li>
        <button
          type="button"
          className="choice"
          aria-pressed={selected === "any"}
          onClick={() => onSelect("any")}
          data-testid="expert-choice-any"
        >
          <Text weight="2">{t("booking.anyExpert")}</Text>
          <Text className="choice__meta">{t("booking.anyExpertHint")}</Text>
        </button>
      </li>
      {experts.map((expert) => (
        <li key={expert.id}>
          <button
            type="button"
            className="choice choice--expert"
            aria-pressed={selected === expert.id}
            onClick={() => onSelect(expert.id)}
            data-testid="expert-choice"
          >
            {expert.photoUrl && <img className="expert-photo" src={expert.photoUrl} alt="" loading="lazy" />}
            <span className="expert-text">
              <Text weight="2">{expert.name}</Text>
              {expert.bio && <Text className="choice__meta">{expert.bio}</Text>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
