// The news tab and the articles tab (spec §2): a create/edit form above the list, each item with
// edit and delete (after a confirmation). Content is shown as plain text, never parsed as HTML.
// The two tabs differ only in their texts and procedures, which NewsTab / ArticlesTab pass in.
import { Button, Text, Title } from "@telegram-apps/telegram-ui";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ContentImage } from "../../../components/ContentImage.tsx";
import { FormField } from "../../../components/form/FormField.tsx";
import { FormMessage } from "../../../components/form/FormMessage.tsx";
import { ListStatus } from "../../../components/ListState.tsx";
import { formatInstantDate } from "../../../lib/format.ts";
import { useHaptics } from "../../../telegram/haptic.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { TextAreaField } from "../ui/TextAreaField.tsx";
import { useServerFieldError } from "../../../lib/use-server-field-error.ts";
import { useConfirmation } from "../ui/useConfirmation.tsx";
import { useFormValues } from "../ui/use-form-values.ts";
import { useLoadFailureToast } from "../ui/useLoadFailureToast.ts";
import { contentFormProblem, toContentInput, type ContentFormProblem, type ContentFormValues } from "./content-form.ts";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";

export interface ContentItem {
  id: string;
  title: string;
  content: string;
  imageUrl: string | null;
  /** ISO instant: published (news) or created (articles). */
  date: string;
}

export type ContentInput = ReturnType<typeof toContentInput>;

export interface ContentAdminTabProps {
  /** "admin.news" or "admin.articles": the texts of the tab. */
  textsPrefix: "admin.news" | "admin.articles";
  /** Label key of the picture field (imageUrl / coverImageUrl). */
  imageLabelKey: string;
  list: { isPending: boolean; error: unknown; data: ContentItem[] | undefined; refetch(): unknown };
  save(input: ContentInput, id: string | null): Promise<unknown>;
  remove(id: string): Promise<unknown>;
}

/** The fields a refusal from the server may name (it is then shown under the field, translated). */
const CONTENT_FIELDS = ["title", "content", "imageUrl"];
const EMPTY: ContentFormValues = { title: "", content: "", imageUrl: "" };

function ContentForm({
  item,
  textsPrefix,
  imageLabelKey,
  save,
  onDone,
}: Pick<ContentAdminTabProps, "textsPrefix" | "imageLabelKey" | "save"> & {
  item: ContentItem | null;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const haptics = useHaptics();
  const { values, set, replace } = useFormValues<ContentFormValues>(() =>
    item ? { title: item.title, content: item.content, imageUrl: item.imageUrl ?? "" } : EMPTY,
  );
  const [problem, setProblem] = useState<ContentFormProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const serverError = useServerFieldError(CONTENT_FIELDS);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    serverError.clear();
    const found = contentFormProblem(values);
    setProblem(found);
    if (found) {
      haptics.validationError();
      return;
    }
    setSaving(true);
    try {
      await save(toContentInput(values), item?.id ?? null);
      toast.success(t("alerts.success.saved"));
      replace(EMPTY);
      onDone();
    } catch (error) {
      serverError.report(error, "alerts.errors.failedToSave");
    } finally {
      setSaving(false);
    }
  }

  const heading = t(`${textsPrefix}.${item ? "edit" : "create"}`);
  return (
    <form className="panel-card" noValidate aria-label={heading} data-testid="content-form" onSubmit={(event) => void onSubmit(event)}>
      <Title level="3" weight="2" className="panel-card__title">
        {heading}
      </Title>
      <FormField
        name="title"
        label={t(`${textsPrefix}.titleField`)}
        value={values.title}
        onValueChange={set("title")}
        disabled={saving}
        error={serverError.fieldError("title")}
      />
      <TextAreaField
        name="content"
        rows={6}
        label={t(`${textsPrefix}.content`)}
        value={values.content}
        onValueChange={set("content")}
        disabled={saving}
        error={serverError.fieldError("content")}
      />
      <FormField
        name="imageUrl"
        type="url"
        inputMode="url"
        label={t(imageLabelKey)}
        hint={t(`${textsPrefix}.imageOptional`)}
        value={values.imageUrl}
        onValueChange={set("imageUrl")}
        invalid={problem === "invalidUrl"}
        disabled={saving}
        error={serverError.fieldError("imageUrl")}
      />
      {problem && <FormMessage>{t(`${textsPrefix}.${problem}`)}</FormMessage>}
      <div className="row-actions">
        <SubmitButton size="m" submitting={saving}>
          {t("common.save")}
        </SubmitButton>
        {item && (
          <Button type="button" size="m" mode="gray" disabled={saving} onClick={onDone}>
            {t("common.cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}

export function ContentAdminTab({ textsPrefix, imageLabelKey, list, save, remove }: ContentAdminTabProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const confirmation = useConfirmation();
  const formRef = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<ContentItem | null>(null);
  useLoadFailureToast(list.error);

  function askDelete(item: ContentItem) {
    confirmation.ask({
      question: t("alerts.confirm.delete"),
      confirmLabel: t("common.delete"),
      run: async () => {
        try {
          await remove(item.id);
          toast.success(t("alerts.success.deleted"));
          if (editing?.id === item.id) setEditing(null);
        } catch (error) {
          toast.failure(error, "alerts.errors.failedToDelete");
        }
      },
    });
  }

  return (
    <>
      <div ref={formRef}>
        <ContentForm
          key={editing?.id ?? "new"}
          item={editing}
          textsPrefix={textsPrefix}
          imageLabelKey={imageLabelKey}
          save={save}
          onDone={() => setEditing(null)}
        />
      </div>
      <ListStatus
        loading={list.isPending}
        error={list.error}
        items={list.data}
        emptyText={t(`${textsPrefix}.empty`)}
        onRetry={() => void list.refetch()}
      >
        {(items) => (
          <div className="item-list">
            {items.map((item) => (
              <article key={item.id} className="content-card" data-testid="admin-content-item" data-item-id={item.id}>
                <ContentImage src={item.imageUrl} className="content-card__image" />
                <Title level="3" weight="2">
                  {item.title}
                </Title>
                <Text className="plain-text">{item.content}</Text>
                <Text className="muted">
                  <time dateTime={item.date}>{formatInstantDate(item.date, i18n.language)}</time>
                </Text>
                <div className="row-actions">
                  <Button
                    size="s"
                    mode="bezeled"
                    onClick={() => {
                      setEditing(item);
                      formRef.current?.scrollIntoView({ behavior: "smooth" });
                    }}
                  >
                    {t("common.edit")}
                  </Button>
                  <Button size="s" mode="outline" onClick={() => askDelete(item)}>
                    {t("common.delete")}
                  </Button>
                </div>
              </article>
            ))}
          </div>
        )}
      </ListStatus>
      {confirmation.dialog}
    </>
  );
}
