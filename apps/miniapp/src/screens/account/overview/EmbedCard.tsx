// The overview's widget card (issue 31.6): the sites allowed to frame the booking page (the server
// adds them to that page's CSP frame-ancestors) and the snippets to paste into those sites.
import { Button, Text, Title } from "@telegram-apps/telegram-ui";
import { MAX_EMBED_ORIGINS } from "@booking/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useCopyText } from "../../../components/LinkQr.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { TextAreaField } from "../../admin/ui/TextAreaField.tsx";
import { embedSnippets, parseEmbedOrigins } from "./embed-snippets.ts";

export function EmbedCard({ bookingPageUrl }: { bookingPageUrl: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const copy = useCopyText();
  const settings = useQuery(trpc.embed.get.queryOptions());
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const saved = settings.data?.origins;
  useEffect(() => {
    if (saved) setTyped(saved.join("\n"));
  }, [saved]);
  const save = useMutation(
    trpc.embed.set.mutationOptions({
      onSuccess: async () => {
        toast.success(t("account.embed.saved"));
        await queryClient.invalidateQueries(trpc.embed.get.queryFilter());
      },
      onError: (error) => toast.failure(error, "account.errors.failedToSave"),
    }),
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseEmbedOrigins(typed);
    if ("problem" in parsed) return setProblem(t(parsed.problem.key, parsed.problem.values));
    setProblem(null);
    save.mutate({ origins: parsed.origins });
  }

  const snippets = embedSnippets(bookingPageUrl, t("account.embed.frameTitle"));
  return (
    <section className="panel-card overview-embed" data-testid="overview-embed" aria-labelledby="overview-embed-title">
      <Title level="3" weight="2" Component="h2" id="overview-embed-title" className="panel-card__title">
        {t("account.embed.title")}
      </Title>
      <Text className="muted">{t("account.embed.intro")}</Text>
      <form noValidate onSubmit={onSubmit} data-testid="embed-form">
        <TextAreaField
          name="origins"
          label={t("account.embed.originsLabel")}
          placeholder="https://example.com"
          rows={3}
          autoCapitalize="none"
          spellCheck={false}
          value={typed}
          disabled={!settings.data}
          error={problem ?? undefined}
          onValueChange={(value) => {
            setTyped(value);
            setProblem(null);
          }}
        />
        <Text className="muted overview-embed__hint">{t("account.embed.originsHint", { max: MAX_EMBED_ORIGINS })}</Text>
        {saved?.length === 0 && (
          <div className="notice" role="note" data-testid="embed-none">
            {t("account.embed.none")}
          </div>
        )}
        <div className="row-actions">
          <SubmitButton size="m" submitting={save.isPending} disabled={!settings.data}>
            {t("account.embed.save")}
          </SubmitButton>
        </div>
      </form>
      <Snippet
        title={t("account.embed.scriptTitle")}
        hint={t("account.embed.scriptHint")}
        code={snippets.script}
        testId="embed-script"
        onCopy={copy}
      />
      <Snippet
        title={t("account.embed.iframeTitle")}
        hint={t("account.embed.iframeHint")}
        code={snippets.iframe}
        testId="embed-iframe"
        onCopy={copy}
      />
    </section>
  );
}

function Snippet({
  title,
  hint,
  code,
  testId,
  onCopy,
}: {
  title: string;
  hint: string;
  code: string;
  testId: string;
  onCopy(text: string): Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <div className="overview-embed__snippet">
      <h3 className="overview-bookings__heading">{title}</h3>
      <Text className="muted">{hint}</Text>
      <pre className="overview-embed__code" data-testid={testId}>
        {code}
      </pre>
      <Button size="s" mode="bezeled" onClick={() => void onCopy(code)}>
        {t("account.embed.copy")}
      </Button>
    </div>
  );
}
