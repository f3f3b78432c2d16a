// 'Download CV' (owner only, fetched with credentials) and 'Update CV' (upload a new PDF, showing its
// progress and a Cancel button, then link it).
import { useState } from "react";
import type { CandidateProfile } from "@shared/contracts/candidates";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/icons";
import { UploadProgress } from "@/components/ui/upload-progress";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isAbortError, uploadErrorMessage } from "@/lib/api-client";
import { useUpload } from "@/lib/use-upload";
import { formatMomentDay } from "@/lib/calendar-date";
import { useDownloadCv } from "../api/download-cv";
import { useUpdateCandidateProfile } from "../api/update-candidate-profile";
import { useUploadCv } from "../api/upload-cv";
import { checkCvFile } from "../lib/cv-file";

export function CvActions({ profile }: { profile: CandidateProfile }) {
  const download = useDownloadCv();
  const upload = useUploadCv();
  const update = useUpdateCandidateProfile();
  const [inputKey, setInputKey] = useState(0);
  const progress = useUpload();
  /** The last upload's outcome when it did not go through, shown under the buttons. */
  const [outcome, setOutcome] = useState<string | null>(null);
  const busy = upload.isPending || update.isPending;

  const onFile = async (file: File | undefined) => {
    setInputKey((k) => k + 1);
    if (!file) return;
    setOutcome(null);
    const problem = await checkCvFile(file);
    if (problem) {
      setOutcome(problem.description);
      toast({ ...problem, variant: "destructive" });
      return;
    }
    let filePath: string;
    try {
      filePath = (await upload.mutateAsync({ file, ...progress.begin(file.size) })).filePath;
    } catch (err) {
      const message = uploadErrorMessage(err, "Your CV could not be uploaded. Please try again.");
      setOutcome(message);
      if (!isAbortError(err)) toast({ title: "Update failed", description: message, variant: "destructive" });
      return;
    } finally {
      progress.end();
    }
    try {
      await update.mutateAsync({ cvFilePath: filePath });
      toast({ title: "CV updated", description: "Your new CV has been saved." });
    } catch (err) {
      toast({ title: "Update failed", description: errorMessage(err, "Your CV could not be uploaded. Please try again."), variant: "destructive" });
    }
  };

  const onDownload = () => {
    if (!profile.cvFilePath) return;
    download.mutate(
      { path: profile.cvFilePath, fileName: profile.cvFileName },
      { onError: (err) => toast({ title: "Download failed", description: errorMessage(err, "Your CV could not be downloaded."), variant: "destructive" }) },
    );
  };

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle as="h2">Your CV</CardTitle>
        <p className="text-sm text-muted-foreground">
          {profile.cvFilePath
            ? (profile.cvFileName ?? "CV on file")
            : profile.cvDeletedAt
              ? `Your CV was deleted on ${formatMomentDay(profile.cvDeletedAt)}, as we told you when your application was not approved.`
              : "No CV uploaded yet. Add a PDF so our team can review you."}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {profile.cvFilePath && (
          <Button onClick={onDownload} disabled={download.isPending}>
            {download.isPending && <Spinner />}
            Download CV
          </Button>
        )}
        <label
          htmlFor="update-cv-input"
          className="inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-md border border-input bg-background px-4 text-sm font-semibold hover:bg-muted focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2"
        >
          {busy && <Spinner />}
          Update CV
          <input
            key={inputKey}
            id="update-cv-input"
            type="file"
            accept="application/pdf,.pdf"
            className="sr-only"
            disabled={busy}
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </label>
        {progress.progress && <UploadProgress label="CV upload" progress={progress.progress} onCancel={progress.cancel} />}
        {outcome && !progress.progress && (
          <p role="status" className="text-sm font-medium">
            {outcome}
          </p>
        )}
        <p className="text-xs text-muted-foreground">PDF only, up to 5 MB. Only you and our vetting team can open it.</p>
      </CardContent>
    </Card>
  );
}
