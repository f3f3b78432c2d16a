// The signed-in expert edits their profile: role, skills, hourly rate, years, bio and photo (whose
// upload shows its progress and can be cancelled; what is typed in the form stays either way).
import { useId, useRef, useState, type FormEvent } from "react";
import { EXPERT_SPECIALIZATIONS } from "@shared/constants";
import { EXPERT_MESSAGES, EXPERT_PHOTO_MAX_BYTES, EXPERT_PHOTO_TYPES, type Expert } from "@shared/contracts/experts";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { UploadProgress } from "@/components/ui/upload-progress";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors, isAbortError, uploadErrorMessage } from "@/lib/api-client";
import { useUpload } from "@/lib/use-upload";
import { useRemoveExpertPhoto } from "../api/remove-expert-photo";
import { useUpdateExpertProfile } from "../api/update-expert-profile";
import { useUploadExpertPhoto } from "../api/upload-expert-photo";
import { parseSkillsText } from "../lib/skills-text";
import { ExpertAvatar } from "./expert-avatar";

export interface ExpertProfileFormProps {
  expert: Expert;
  onDone: () => void;
}

const failed = (err: unknown) =>
  toast({ title: EXPERT_MESSAGES.profileUpdateFailed.title, description: errorMessage(err, EXPERT_MESSAGES.profileUpdateFailed.description), variant: "destructive" });

export function ExpertProfileForm({ expert, onDone }: ExpertProfileFormProps) {
  const id = useId();
  const [role, setRole] = useState(expert.role);
  const [skills, setSkills] = useState(expert.skills.join(", "));
  const [rate, setRate] = useState(expert.hourlyRate ? String(expert.hourlyRate) : "");
  const [years, setYears] = useState(String(expert.yearsExperience));
  const [bio, setBio] = useState(expert.bio ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fileRef = useRef<HTMLInputElement>(null);
  const update = useUpdateExpertProfile();
  const upload = useUploadExpertPhoto();
  const progress = useUpload();
  const [photoCancelled, setPhotoCancelled] = useState(false);
  const removePhoto = useRemoveExpertPhoto();

  const onPhoto = (file: File | undefined) => {
    if (!file) return;
    const problem = !(EXPERT_PHOTO_TYPES as readonly string[]).includes(file.type)
      ? EXPERT_MESSAGES.photoInvalidType
      : file.size > EXPERT_PHOTO_MAX_BYTES
        ? EXPERT_MESSAGES.photoTooLarge
        : null;
    if (problem) {
      setErrors((e) => ({ ...e, photo: problem }));
      toast({ title: EXPERT_MESSAGES.profileUpdateFailed.title, description: problem, variant: "destructive" });
    } else {
      setErrors(({ photo: _photo, ...rest }) => rest);
      setPhotoCancelled(false);
      upload.mutate(
        { file, ...progress.begin(file.size) },
        {
          onSuccess: () => toast({ title: "Photo updated" }),
          onError: (err) => {
            if (isAbortError(err)) return setPhotoCancelled(true);
            const message = uploadErrorMessage(err, EXPERT_MESSAGES.profileUpdateFailed.description);
            setErrors((e) => ({ ...e, photo: message }));
            toast({ title: EXPERT_MESSAGES.profileUpdateFailed.title, description: message, variant: "destructive" });
          },
          onSettled: progress.end,
        },
      );
    }
    if (fileRef.current) fileRef.current.value = "";
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!role.trim()) next.role = "Role is required";
    const rateNumber = rate.trim() === "" ? null : Number(rate);
    if (rateNumber !== null && (!Number.isInteger(rateNumber) || rateNumber < 1)) next.hourlyRate = "Hourly rate must be a whole number of dollars, at least 1";
    const yearsNumber = Number(years);
    if (!Number.isInteger(yearsNumber) || yearsNumber < 0 || yearsNumber > 50) next.yearsExperience = "Years of experience must be between 0 and 50";
    setErrors(next);
    if (Object.keys(next).length) return;
    update.mutate(
      { role: role.trim(), skills: parseSkillsText(skills), hourlyRate: rateNumber, yearsExperience: yearsNumber, bio: bio.trim() || null },
      {
        onSuccess: () => {
          toast({ title: EXPERT_MESSAGES.profileUpdated.title });
          onDone();
        },
        onError: (err) => {
          setErrors(fieldErrors(err));
          failed(err);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Edit profile">
      <div className="flex flex-wrap items-center gap-4">
        <ExpertAvatar name={expert.name} profileImage={expert.profileImage} size={72} />
        <div className="flex flex-col gap-2">
          <FormField label="Photo" id={`${id}-photo`} error={errors.photo} hint="PNG, JPEG or WebP, up to 2 MB.">
            <Input ref={fileRef} type="file" accept={EXPERT_PHOTO_TYPES.join(",")} disabled={upload.isPending} onChange={(e) => onPhoto(e.target.files?.[0])} />
          </FormField>
          {progress.progress && <UploadProgress label="Photo upload" progress={progress.progress} onCancel={progress.cancel} />}
          {photoCancelled && !progress.progress && (
            <p role="status" className="text-sm font-medium">
              Upload cancelled. Your photo was not changed.
            </p>
          )}
          {expert.profileImage && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="self-start"
              disabled={removePhoto.isPending}
              onClick={() => removePhoto.mutate(undefined, { onSuccess: () => toast({ title: "Photo removed" }), onError: failed })}
            >
              Remove photo
            </Button>
          )}
        </div>
      </div>
      <FormField label="Role" id={`${id}-role`} error={errors.role} required>
        <Input value={role} list={`${id}-roles`} maxLength={100} onChange={(e) => setRole(e.target.value)} />
      </FormField>
      <datalist id={`${id}-roles`}>
        {EXPERT_SPECIALIZATIONS.map((r) => (
          <option key={r} value={r} />
        ))}
      </datalist>
      <FormField label="Skills" id={`${id}-skills`} error={errors.skills} hint="Separate skills with commas.">
        <Input value={skills} onChange={(e) => setSkills(e.target.value)} placeholder="Python, Spark, dbt" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Hourly rate (USD)" id={`${id}-rate`} error={errors.hourlyRate} hint="Leave empty to agree a rate per engagement.">
          <Input type="number" min={1} step={1} inputMode="numeric" value={rate} onChange={(e) => setRate(e.target.value)} />
        </FormField>
        <FormField label="Years of experience" id={`${id}-years`} error={errors.yearsExperience}>
          <Input type="number" min={0} max={50} step={1} inputMode="numeric" value={years} onChange={(e) => setYears(e.target.value)} />
        </FormField>
      </div>
      <FormField label="Bio" id={`${id}-bio`} error={errors.bio}>
        <Textarea rows={4} maxLength={2000} value={bio} onChange={(e) => setBio(e.target.value)} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="accent" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save Profile"}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
