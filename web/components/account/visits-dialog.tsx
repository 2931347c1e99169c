// A published site's visitors on the account page: page views and daily visitors over 7, 30 or 90 days as a bar
// chart (plain SVG, no chart library), with its numbers as a table for screen readers, and where visits came from.
// The Worker counts them as it serves the pages: no script on the site, no cookie, no address kept.
import { BarChart3 } from "lucide-react";
import { useState } from "react";
import useSWR from "swr";
import { api, read } from "../../lib/api";
import { errorText } from "../../lib/error-text";
import { Select } from "../ui/select";
import { SiteDialog } from "./site-dialog";

type Days = "7" | "30" | "90";
const countryName = (code: string) => {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
};
const dayLabel = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

function Chart({ days }: { days: { day: string; views: number; visitors: number }[] }) {
  const max = Math.max(1, ...days.map((d) => d.views));
  const width = 100 / days.length;
  return (
    <svg viewBox="0 0 100 40" preserveAspectRatio="none" className="h-40 w-full" aria-hidden="true">
      {days.map((d, i) => (
        <g key={d.day}>
          <rect x={i * width + width * 0.1} width={width * 0.8} y={40 - (d.views / max) * 38} height={(d.views / max) * 38} className="fill-indigo-200 dark:fill-indigo-900" />
          <rect x={i * width + width * 0.25} width={width * 0.5} y={40 - (d.visitors / max) * 38} height={(d.visitors / max) * 38} className="fill-indigo-600 dark:fill-indigo-400" />
        </g>
      ))}
    </svg>
  );
}

function Visits({ siteId }: { siteId: string }) {
  const [days, setDays] = useState<Days>("30");
  const { data, error } = useSWR(`/api/websites/${siteId}/analytics?days=${days}`, () => read(api.websites[":id"].analytics.$get({ param: { id: siteId }, query: { days } })), { keepPreviousData: true });
  return (
    <div className="mt-4 grid gap-4">
      <div className="w-48">
        <Select label="Period" value={days} options={[{ value: "7", label: "Last 7 days" }, { value: "30", label: "Last 30 days" }, { value: "90", label: "Last 90 days" }] as const} onChange={setDays} />
      </div>
      {error && <p role="alert" className="text-sm text-red-700 dark:text-red-300">{errorText(error, "The numbers could not be loaded.")}</p>}
      {data && (
        <>
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
              <dt className="text-sm text-slate-600 dark:text-slate-400">Page views</dt>
              <dd className="text-2xl font-bold tabular-nums">{data.totals.views.toLocaleString("en-US")}</dd>
            </div>
            <div className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
              <dt className="text-sm text-slate-600 dark:text-slate-400">Visitors (counted each day)</dt>
              <dd className="text-2xl font-bold tabular-nums">{data.totals.visitors.toLocaleString("en-US")}</dd>
            </div>
          </dl>
          <figure>
            <Chart days={data.days} />
            <figcaption className="mt-1 flex justify-between text-xs text-slate-500 dark:text-slate-400">
              <span>{dayLabel(data.days[0]!.day)}</span>
              <span>
                <span className="mr-1 inline-block size-2 rounded-sm bg-indigo-200 dark:bg-indigo-900" aria-hidden="true" />
                Views
                <span className="mr-1 ml-3 inline-block size-2 rounded-sm bg-indigo-600 dark:bg-indigo-400" aria-hidden="true" />
                Visitors
              </span>
              <span>{dayLabel(data.days.at(-1)!.day)}</span>
            </figcaption>
            <table className="sr-only">
              <caption>Views and visitors per day</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Views</th>
                  <th scope="col">Visitors</th>
                </tr>
              </thead>
              <tbody>
                {data.days.map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{dayLabel(d.day)}</th>
                    <td>{d.views}</td>
                    <td>{d.visitors}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figure>
          <div className="grid gap-4 sm:grid-cols-2">
            {(
              [
                ["Top referrers", data.referrers.map((r) => [r.value, r.count] as const), "No other sites have sent visitors yet."],
                ["Top countries", data.countries.map((c) => [countryName(c.value), c.count] as const), "No countries yet."],
              ] as const
            ).map(([title, rows, empty]) => (
              <section key={title} aria-label={title}>
                <h3 className="text-sm font-semibold">{title}</h3>
                {rows.length === 0 ? (
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{empty}</p>
                ) : (
                  <ol className="mt-1 grid gap-1 text-sm">
                    {rows.map(([name, count]) => (
                      <li key={name} className="flex justify-between gap-3">
                        <span className="min-w-0 break-words">{name}</span>
                        <span className="tabular-nums text-slate-600 dark:text-slate-400">{count}</span>
                      </li>
                    ))}
                  </ol>
                )}
              </section>
            ))}
          </div>
          <p className="text-xs text-slate-500 dark:text-slate-400">Counted as pages are served: no cookies, no tracking script, and no visitor's address is kept.</p>
        </>
      )}
    </div>
  );
}

export function VisitsDialog({ siteId, siteName }: { siteId: string; siteName: string }) {
  return (
    <SiteDialog icon={BarChart3} label="Visitors" siteName={siteName} description="Who came to the published site.">
      <Visits siteId={siteId} />
    </SiteDialog>
  );
}
