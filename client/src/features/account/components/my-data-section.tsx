// 'My data' on each dashboard: a copy of everything held about the person, and erasure.
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/icons";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useDownloadMyData } from "../api/download-my-data";
import { DeleteAccountDialog } from "./delete-account-dialog";

export interface MyDataSectionProps {
  userId: number;
  /** Called once the account is erased. */
  onDeleted: () => void;
}

export function MyDataSection({ userId, onDeleted }: MyDataSectionProps) {
  const titleId = useId();
  const download = useDownloadMyData();
  const onDownload = () =>
    download.mutate(userId, {
      onError: (err) => toast({ title: "Download failed", description: errorMessage(err, "Your data could not be downloaded. Please try again."), variant: "destructive" }),
    });

  return (
    <section aria-labelledby={titleId}>
      <Card>
        <CardHeader className="pb-3">
          <CardTitle as="h2" id={titleId}>
            My data
          </CardTitle>
          <p className="text-sm text-muted-foreground">
            Download a copy of everything we hold about you as one JSON file (your CV downloads from the link in it), or delete your account and personal data.
          </p>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button variant="outline" onClick={onDownload} disabled={download.isPending} aria-busy={download.isPending || undefined}>
            {download.isPending && <Spinner />}
            {download.isPending ? "Preparing download..." : "Download my data"}
          </Button>
          <DeleteAccountDialog onDeleted={onDeleted} />
        </CardContent>
      </Card>
    </section>
  );
}
