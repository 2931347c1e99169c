// The DNS records a custom domain needs, with this domain's own verification token, each value one press from
// the clipboard. The records come from the server (GET /api/domains), which also checks them.
import { Check, Copy } from "lucide-react";
import { DNS_PROPAGATION_HOURS, DNS_TTL } from "../../../schema/domains";
import type { DomainEntry } from "../../hooks/use-domains";
import { useCopy } from "../../hooks/use-copy";

export function DnsGuide({ domain }: { domain: DomainEntry }) {
  const { copied, copy } = useCopy();
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm dark:border-slate-800 dark:bg-slate-900/60">
      <p className="font-semibold">Connect {domain.hostname}</p>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        Add these records at the company where you bought the domain (its DNS settings). The TTL is {DNS_TTL} seconds; changes can take up to{" "}
        {DNS_PROPAGATION_HOURS} hours to reach everyone. We check again on our own while the domain is pending.
      </p>
      {/* A table from the sm width; below it each record stacks as labelled lines, every value in view. */}
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left max-sm:block sm:min-w-[32rem]">
          <thead className="max-sm:hidden">
            <tr className="text-xs text-slate-500 uppercase dark:text-slate-400">
              <th scope="col" className="py-2 pr-3 font-semibold">Type</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Name</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Value</th>
              <th scope="col" className="py-2 pr-3 font-semibold">TTL</th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {domain.records.map((record) => {
              const key = `${record.type}-${record.name}-${record.value}`;
              return (
                <tr key={key} className="border-t border-slate-200 align-top max-sm:grid max-sm:grid-cols-[4rem_1fr] max-sm:gap-y-1 max-sm:py-2 dark:border-slate-800">
                  <Label text="Type" />
                  <td className="py-2 pr-3 font-mono max-sm:p-0">{record.type}</td>
                  <Label text="Name" />
                  <td className="py-2 pr-3 font-mono break-all max-sm:p-0">{record.name}</td>
                  <Label text="Value" />
                  <td className="py-2 pr-3 max-sm:p-0">
                    <span className="flex items-start gap-2">
                      <code className="font-mono break-all">{record.value}</code>
                      <button
                        type="button"
                        onClick={() => void copy(key, record.value, { title: "Copied to clipboard", description: `The ${record.type} record's value is copied.` })}
                        className="shrink-0 rounded-md p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
                        aria-label={`Copy the ${record.type} record's value`}
                      >
                        {copied === key ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
                      </button>
                    </span>
                  </td>
                  <Label text="TTL" />
                  <td className="py-2 pr-3 font-mono max-sm:p-0">{record.ttl}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A column's name beside its value when the records stack on a phone; the table's header says it above. */
function Label({ text }: { text: string }) {
  return (
    <th scope="row" className="hidden text-xs font-semibold text-slate-500 uppercase max-sm:block dark:text-slate-400">
      {text}
    </th>
  );
}
