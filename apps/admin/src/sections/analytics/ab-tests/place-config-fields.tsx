import type { AbPlace } from "@eb/api/contracts";
import { FormField } from "@eb/ui/form-field";
import { Input } from "@eb/ui/input";
import { BookmakerChoice, type BookmakersQuery } from "./bookmaker-choice";
import { errorKey } from "./variant-form-state";

type Props = {
  place: AbPlace;
  variantId: number;
  config: Record<string, string>;
  errors: Record<string, string>;
  bookmakers: BookmakersQuery;
  onChange: (config: Record<string, string>) => void;
};

/** A variant's content, with only the fields (and for the featured bookmaker only the choices) its place takes. */
export function PlaceConfigFields({ place, variantId, config, errors, bookmakers, onChange }: Props) {
  const field = (name: string) => ({
    value: config[name] ?? "",
    onChange: (e: { target: { value: string } }) => onChange({ ...config, [name]: e.target.value }),
  });
  const error = (name: string) => errors[errorKey(variantId, name)];
  switch (place) {
    case "home_hero":
      return (
        <>
          <FormField label="Headline" description="3 to 90 characters; {year} becomes the current year." error={error("headline")}>
            <Input maxLength={90} {...field("headline")} />
          </FormField>
          <FormField label="Text" description="10 to 240 characters." error={error("text")}>
            <Input maxLength={240} {...field("text")} />
          </FormField>
        </>
      );
    case "bookmaker_cta":
      return (
        <FormField label="CTA text" description="2 to 40 characters; {bonus} becomes the bookmaker's bonus." error={error("ctaText")}>
          <Input maxLength={40} {...field("ctaText")} />
        </FormField>
      );
    case "featured_bookmaker":
      return (
        <BookmakerChoice
          query={bookmakers}
          value={config.bookmakerId ?? ""}
          error={error("bookmakerId")}
          onChange={(id) => onChange({ ...config, bookmakerId: id })}
        />
      );
  }
}
