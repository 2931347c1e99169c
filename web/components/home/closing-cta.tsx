// The last word on the home page: start now, or look at the plans first.
import { ArrowRight } from "lucide-react";
import { ButtonLink } from "../button-link";

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
      <div className="relative isolate mx-auto max-w-7xl overflow-hidden rounded-3xl bg-linear-to-br from-indigo-700 via-indigo-600 to-violet-700 px-6 py-16 text-center shadow-xl sm:px-16 sm:py-20">
        <div aria-hidden="true" className="absolute inset-0 -z-10">
          <div className="absolute -top-24 -left-24 size-72 rounded-full bg-white/10 blur-2xl" />
          <div className="absolute -right-16 -bottom-24 size-80 rounded-full bg-violet-300/20 blur-2xl" />
        </div>
        <h2 id="cta-title" className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          Your website is one description away
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-indigo-100">
          Start free in under a minute. Keep what you make: publish it, connect your domain, or download the files.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/ai-builder" variant="inverse" size="lg">
            Start Creating
            <ArrowRight className="size-5" />
          </ButtonLink>
          <ButtonLink to="/pricing" variant="inverse-outline" size="lg">
            See Plans
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
