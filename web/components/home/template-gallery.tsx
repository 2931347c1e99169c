// Four template styles with a Preview overlay (on hover and on keyboard focus), and the way to the full catalogue.
import { ArrowRight, Eye } from "lucide-react";
import type { ComponentType } from "react";
import { Link } from "react-router-dom";
import { ButtonLink } from "../button-link";
import { SectionHeading } from "./section-heading";
import { BlogArt, BusinessArt, EcommerceArt, PortfolioArt } from "./template-art";

interface GalleryTemplate {
  name: string;
  /** The catalogue's category value (spec: business, portfolio, ecommerce, blog, landing). */
  category: string;
  description: string;
  Art: ComponentType;
}

const galleryTemplates: readonly GalleryTemplate[] = [
  { name: "Portfolio", category: "portfolio", description: "Show your work in a bold, image-first gallery.", Art: PortfolioArt },
  { name: "Business", category: "business", description: "Services, trust and a clear call to get in touch.", Art: BusinessArt },
  { name: "E-Commerce", category: "ecommerce", description: "A storefront with featured products and offers.", Art: EcommerceArt },
  { name: "Blog", category: "blog", description: "Readable articles with a featured story up front.", Art: BlogArt },
];

export function TemplateGallery() {
  return (
    <section aria-labelledby="templates-title" className="border-t border-slate-200 bg-slate-50 py-20 sm:py-28 dark:border-slate-800 dark:bg-slate-900/40">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="templates-title" eyebrow="Templates" title="Or start from a professional template">
          Pick a design made for your kind of website, then make it yours with your words, colours and images.
        </SectionHeading>
        <ul className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {galleryTemplates.map(({ name, category, description, Art }) => (
            <li
              key={category}
              data-testid="template-card"
              className="group relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="relative aspect-[4/3] overflow-hidden border-b border-slate-200 dark:border-slate-800">
                <div className="absolute inset-0 transition-transform duration-300 motion-safe:group-hover:scale-105 motion-safe:group-has-[:focus-visible]:scale-105">
                  <Art />
                </div>
                <div
                  data-testid="template-preview-overlay"
                  aria-hidden="true"
                  className="absolute inset-0 flex items-center justify-center bg-slate-950/60 opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-has-[:focus-visible]:opacity-100"
                >
                  <span className="inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900 shadow">
                    <Eye className="size-4" />
                    Preview
                  </span>
                </div>
              </div>
              <div className="p-5">
                <h3 className="font-semibold text-slate-900 dark:text-white">
                  {/* The whole card is the link (its ::after covers it), and the link's name holds the visible name,
                      so what a voice user reads aloud is what a screen reader announces. */}
                  <Link to={`/templates?category=${category}`} className="outline-none after:absolute after:inset-0">
                    <span className="sr-only">Preview the </span>
                    {name}
                    <span className="sr-only"> template</span>
                  </Link>
                </h3>
                <p className="mt-1 text-sm leading-6 text-slate-600 dark:text-slate-400">{description}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex justify-center">
          <ButtonLink to="/templates" variant="secondary" size="lg">
            View All Templates
            <ArrowRight className="size-5" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
