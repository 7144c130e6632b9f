// Saves a CSV export (issue 15.1): the procedure answers { filename, content } (content with its
// BOM), saved here as a file through a temporary object URL.
import { useState } from "react";
import { useToast } from "../../../toast/ToastProvider.tsx";

export function saveTextFile(file: { filename: string; content: string }, type = "text/csv;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob([file.content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useCsvDownload(fetchFile: () => Promise<{ filename: string; content: string }>) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      saveTextFile(await fetchFile());
    } catch (error) {
      toast.failure(error, "admin.desk.exportFailed");
    } finally {
      setBusy(false);
    }
  }
  return { busy, download };
}
