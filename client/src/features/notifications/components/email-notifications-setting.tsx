// The signed-in user's e-mail switch (PRODUCT.md "Notifications"): notifications are also e-mailed
// unless turned off here. The switch shows the state asked for while it is saved, then the saved one.
import { useId } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useNotificationPreferences } from "../api/get-notification-preferences";
import { useUpdateNotificationPreferences } from "../api/update-notification-preferences";

export function EmailNotificationsSetting({ className }: { className?: string }) {
  const id = useId();
  const preferences = useNotificationPreferences();
  const save = useUpdateNotificationPreferences();
  const on = save.isPending ? save.variables.emailNotifications : preferences.data?.emailNotifications;

  const change = (emailNotifications: boolean) =>
    save.mutate(
      { emailNotifications },
      {
        onSuccess: (saved) =>
          toast({
            title: saved.emailNotifications ? "Email notifications on" : "Email notifications off",
            description: saved.emailNotifications ? "We will email you each new notification." : "You will see notifications here only.",
          }),
        onError: (err) => toast({ title: "Could not save your email setting", description: errorMessage(err, "Something went wrong"), variant: "destructive" }),
      },
    );

  return (
    <Card className={className} role="region" aria-labelledby={`${id}-title`}>
      <CardHeader className="pb-3">
        <CardTitle as="h2" id={`${id}-title`}>
          Email notifications
        </CardTitle>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          <Skeleton className="h-10" aria-label="Loading your email setting" />
        ) : preferences.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(preferences.error, "Could not load your email setting.")}
          </p>
        ) : (
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <p id={`${id}-label`} className="text-sm font-medium">
                Email me my notifications
              </p>
              <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted-foreground">
                New requests, answers and reminders, sent to your account's email address as well as shown here. Now{" "}
                <span data-testid="email-notifications-state">{on ? "on" : "off"}</span>.
              </p>
            </div>
            <Switch
              checked={on ?? false}
              // Not `disabled`: a disabled button drops the keyboard focus of the person using it.
              onCheckedChange={(next) => !save.isPending && change(next)}
              aria-disabled={save.isPending}
              aria-busy={save.isPending}
              aria-labelledby={`${id}-label`}
              aria-describedby={`${id}-hint`}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
