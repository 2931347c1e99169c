// The admin dashboard's Analytics tab: the period filter, four figures each with its trend against the period
// before, revenue over the period and the plans users are on (Chart.js, in this tab's own chunk, so no other
// screen loads it), and the help assistant's most asked questions. Each chart has its numbers as a table for
// screen readers, since a canvas says nothing.
import { ArcElement, BarController, BarElement, CategoryScale, Chart, DoughnutController, Legend, LinearScale, Tooltip } from "chart.js";
import { TrendingDown, TrendingUp } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import useSWR from "swr";
import { useTheme } from "../../hooks/use-theme";
import { api, read, type OkJson } from "../../lib/api";
import { errorText } from "../../lib/error-text";
import { Select } from "../ui/select";
import { Problem } from "./parts";
import { REQUEST_FAILED } from "../../../schema/messages";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, DoughnutController, ArcElement, Tooltip, Legend);

type Analytics = OkJson<Awaited<ReturnType<typeof api.admin.analytics.$get>>>;
type Period = Analytics["period"];

const periods: { value: Period; label: string; previous: string }[] = [
  { value: "day", label: "Last 24 hours", previous: "the day before" },
  { value: "week", label: "Last 7 days", previous: "the week before" },
  { value: "month", label: "Last 30 days", previous: "the 30 days before" },
  { value: "year", label: "Last 12 months", previous: "the year before" },
];
const dollars = (amount: number) => amount.toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: amount % 1 ? 2 : 0 });
const tierColours = ["#94a3b8", "#0ea5e9", "#6366f1", "#f59e0b"];

function bucketLabel(iso: string, period: Period): string {
  const d = new Date(iso);
  if (period === "day") return `${String(d.getHours()).padStart(2, "0")}:00`;
  if (period === "year") return d.toLocaleDateString("en-GB", { month: "short", year: "2-digit" });
  return d.toLocaleDateString("en-GB", { day: "numeric", month: "short" });
}

function Trend({ trend, previous }: { trend: number | null; previous: string }) {
  if (trend === null) return <p className="mt-1 text-sm text-emerald-700 dark:text-emerald-300">New: none in {previous}</p>;
  if (trend === 0) return <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">No change from {previous}</p>;
  const up = trend > 0;
  const Icon = up ? TrendingUp : TrendingDown;
  return (
    <p className={`mt-1 flex items-center gap-1 text-sm ${up ? "text-emerald-700 dark:text-emerald-300" : "text-red-700 dark:text-red-300"}`}>
      <Icon className="size-4" aria-hidden="true" />
      {up ? "+" : ""}
      {trend.toLocaleString("en-US")}% vs {previous}
    </p>
  );
}

/** One Chart.js chart on a canvas, redrawn when its data or the theme changes. */
function ChartCanvas({ label, build }: { label: string; build: (dark: boolean) => ConstructorParameters<typeof Chart>[1] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { resolvedTheme } = useTheme();
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, build(resolvedTheme === "dark"));
    return () => chart.destroy();
  }, [build, resolvedTheme]);
  return (
    <div className="relative h-64">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}

function DataTable({ caption, headers, rows }: { caption: string; headers: [string, string]; rows: [string, string][] }) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{headers[0]}</th>
          <th scope="col">{headers[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([a, b]) => (
          <tr key={a}>
            <th scope="row">{a}</th>
            <td>{b}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Charts({ data }: { data: Analytics }) {
  const labels = data.revenueSeries.map((b) => bucketLabel(b.start, data.period));
  const axis = (dark: boolean) => ({ ticks: { color: dark ? "#cbd5e1" : "#475569" }, grid: { color: dark ? "#1e293b" : "#e2e8f0" } });
  const revenue = useCallback((dark: boolean) => ({
    type: "bar" as const,
    data: { labels, datasets: [{ label: "Revenue (USD)", data: data.revenueSeries.map((b) => b.revenue), backgroundColor: dark ? "#818cf8" : "#4f46e5", borderRadius: 4 }] },
    options: { responsive: true, maintainAspectRatio: false, animation: false as const, plugins: { legend: { display: false } }, scales: { x: axis(dark), y: { ...axis(dark), beginAtZero: true } } },
  }), [data]); // labels and the axes follow from data
  const distribution = useCallback((dark: boolean) => ({
    type: "doughnut" as const,
    data: { labels: data.distribution.map((d) => d.name), datasets: [{ data: data.distribution.map((d) => d.users), backgroundColor: tierColours, borderColor: dark ? "#0f172a" : "#ffffff" }] },
    options: { responsive: true, maintainAspectRatio: false, animation: false as const, plugins: { legend: { position: "bottom" as const, labels: { color: dark ? "#e2e8f0" : "#334155" } } } },
  }), [data]);
  const total = data.revenueSeries.reduce((sum, b) => sum + b.revenue, 0);
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[2fr_1fr]">
      <figure className="min-w-0 rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
        <figcaption className="font-semibold">Revenue over time</figcaption>
        <ChartCanvas key={`revenue-${data.to}`} label={`Revenue over time: ${dollars(total)} in total`} build={revenue} />
        <DataTable caption="Revenue over time" headers={["Period starting", "Revenue"]} rows={data.revenueSeries.map((b, i) => [labels[i]!, dollars(b.revenue)])} />
      </figure>
      <figure className="min-w-0 rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
        <figcaption className="font-semibold">Subscription distribution</figcaption>
        <ChartCanvas key={`plans-${data.to}`} label={`Users by plan: ${data.distribution.map((d) => `${d.name} ${d.users}`).join(", ")}`} build={distribution} />
        <DataTable caption="Users by plan" headers={["Plan", "Users"]} rows={data.distribution.map((d) => [d.name, String(d.users)])} />
      </figure>
    </div>
  );
}

export function AnalyticsTab() {
  const [period, setPeriod] = useState<Period>("month");
  const { data, error } = useSWR(`/api/admin/analytics?period=${period}`, () => read(api.admin.analytics.$get({ query: { period } })), { keepPreviousData: true });
  const previous = periods.find((p) => p.value === period)!.previous;

  return (
    <section aria-labelledby="analytics-heading">
      <h2 id="analytics-heading" className="sr-only">
        Analytics
      </h2>
      <div className="w-56">
        <Select label="Period" value={period} options={periods} onChange={setPeriod} />
      </div>
      {error && (
        <Problem className="mt-6">{errorText(error, REQUEST_FAILED)}</Problem>
      )}
      {data && (
        <>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {(
              [
                ["Total users", data.cards.users, (v: number) => v.toLocaleString("en-US")],
                ["Websites generated", data.cards.websites, (v: number) => v.toLocaleString("en-US")],
                ["Revenue", data.cards.revenue, dollars],
                ["Active subscriptions", data.cards.subscriptions, (v: number) => v.toLocaleString("en-US")],
              ] as const
            ).map(([term, card, format]) => (
              <div key={term} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
                <dt className="text-sm text-slate-600 dark:text-slate-400">{term}</dt>
                <dd>
                  <p className="mt-1 text-3xl font-bold tabular-nums">{format(card.value)}</p>
                  <Trend trend={card.trend} previous={previous} />
                </dd>
              </div>
            ))}
          </dl>
          <Charts data={data} />
          <section aria-labelledby="questions-heading" className="mt-8 rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
            <h3 id="questions-heading" className="font-semibold">
              Top questions asked of the help assistant
            </h3>
            {data.topQuestions.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">No questions in this period.</p>
            ) : (
              <ol className="mt-3 grid gap-2 text-sm">
                {data.topQuestions.map((q) => (
                  <li key={q.question} className="flex items-baseline justify-between gap-4 border-b border-slate-100 pb-2 last:border-0 dark:border-slate-800">
                    <span className="min-w-0 break-words">{q.question}</span>
                    <span className="shrink-0 text-slate-600 tabular-nums dark:text-slate-400">
                      {q.count} {q.count === 1 ? "time" : "times"}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </section>
  );
}
