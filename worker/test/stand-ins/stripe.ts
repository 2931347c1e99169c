// A loopback stand-in for the parts of Stripe's API the app uses, speaking its HTTP API as the `stripe` package
// calls it (form-encoded bodies, bearer key, Idempotency-Key, `{ error }` answers). Runs in Node.
//
// - API (key `sk_test_standin`): customers, prices (lookup keys, metadata), Checkout sessions, subscriptions,
//   subscription schedules, invoices (made by the stand-in), billing portal sessions.
// - Pages a browser opens: /pay/<session> (a card form: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is
//   declined; Cancel returns to the cancel URL) and /portal/<session> (a customer portal with a way back).
// - Events are signed with the webhook secret (`whsec_standin`) the way Stripe signs them, and delivered to the
//   webhook URL when one is set (POST /__config { webhookUrl }); tests without a listening app read them instead.
// - Test controls: GET /__events?customer= (every event, newest last, with its signature header), POST /__pay
//   { session, card? } (what the card form does), POST /__advance { subscription } (the period ends now: renew,
//   switch to a scheduled price, or cancel), POST /__decline { customer, decline } (the customer's card is
//   declined from now on), POST /__expire { session }, POST /__script { failNext: { count, status?, hangMs? } }
//   (the next API calls answer that status, or hang).
import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

export const STRIPE_TEST_KEY = "sk_test_standin";
export const STRIPE_TEST_WEBHOOK_SECRET = "whsec_standin";
export const DECLINED_CARD = "4000 0000 0000 0002";
export const GOOD_CARD = "4242 4242 4242 4242";

type Obj = Record<string, unknown>;

export interface StripeStandIn {
  url: string;
  /** Where events go from now on (the app's /api/webhooks/stripe), or null to only record them. */
  setWebhookUrl(url: string | null): void;
  stop(): Promise<void>;
}

/** Parses Stripe's form encoding (`a[b][0][c]=v`) into nested objects, with numeric keys as arrays. */
export function parseForm(body: string): Obj {
  const root: Obj = {};
  for (const pair of body.split("&")) {
    if (!pair) continue;
    const [rawKey, rawValue = ""] = pair.split("=");
    const key = decodeURIComponent(rawKey!.replace(/\+/g, " "));
    const value = decodeURIComponent(rawValue.replace(/\+/g, " "));
    const path = key.replace(/\]/g, "").split("[");
    let node: Obj = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Obj;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (value === null || typeof value !== "object") return value;
    const entries = Object.entries(value as Obj).map(([k, v]) => [k, arrays(v)] as const);
    if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v);
    return Object.fromEntries(entries);
  };
  return arrays(root) as Obj;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const DAY = 24 * 60 * 60;

function addInterval(seconds: number, interval: string): number {
  const d = new Date(seconds * 1000);
  if (interval === "year") d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
}

export async function startStripeStandIn(options: { webhookUrl?: string } = {}): Promise<StripeStandIn> {
  let webhookUrl = options.webhookUrl ?? null;
  let counter = 0;
  const id = (prefix: string) => `${prefix}_${(++counter).toString(36).padStart(6, "0")}${Math.random().toString(36).slice(2, 10)}`;
  const now = () => Math.floor(Date.now() / 1000);

  const customers = new Map<string, Obj & { declines?: boolean }>();
  const prices = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const schedules = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const portals = new Map<string, Obj>();
  const events: (Obj & { signature: string; customer: string | null; deliveredStatus: number | null })[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let failNext: { count: number; status?: number; hangMs?: number } | null = null;
  let invoiceNumber = 0;
  let base = "";

  function sign(payload: string, at = now()): string {
    const mac = createHmac("sha256", STRIPE_TEST_WEBHOOK_SECRET).update(`${at}.${payload}`).digest("hex");
    return `t=${at},v1=${mac}`;
  }

  async function emit(type: string, object: Obj, customer: string | null): Promise<void> {
    const event = { id: id("evt"), object: "event", api_version: "2026-10-28.endive", created: now(), type, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object: structuredClone(object) } };
    const payload = JSON.stringify(event);
    const record = { ...event, signature: sign(payload), payload, customer, deliveredStatus: null as number | null };
    events.push(record);
    if (!webhookUrl) return;
    try {
      const res = await fetch(webhookUrl, { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": record.signature }, body: payload, signal: AbortSignal.timeout(15_000) });
      record.deliveredStatus = res.status;
      await res.body?.cancel();
    } catch {
      record.deliveredStatus = 0;
    }
  }

  const stripeError = (status: number, message: string, type = "invalid_request_error", code?: string) => ({ status, body: { error: { type, message, ...(code && { code }) } } });

  function priceFromData(data: Obj): Obj {
    const product = id("prod");
    const price: Obj = {
      id: id("price"),
      object: "price",
      active: true,
      currency: String(data.currency ?? "usd"),
      unit_amount: Number(data.unit_amount),
      recurring: data.recurring ? { interval: (data.recurring as Obj).interval, interval_count: 1 } : null,
      type: data.recurring ? "recurring" : "one_time",
      lookup_key: (data.lookup_key as string | undefined) ?? null,
      metadata: (data.metadata as Obj | undefined) ?? {},
      product: data.product ?? product,
      product_name: (data.product_data as Obj | undefined)?.name ?? null,
    };
    if (price.lookup_key && data.transfer_lookup_key === "true") {
      for (const other of prices.values()) if (other.lookup_key === price.lookup_key) other.lookup_key = null;
    }
    prices.set(String(price.id), price);
    return price;
  }

  function subscriptionItem(price: Obj, start: number): Obj {
    const interval = String((price.recurring as Obj).interval);
    return { id: id("si"), object: "subscription_item", price, quantity: 1, current_period_start: start, current_period_end: addInterval(start, interval) };
  }

  const firstItem = (sub: Obj) => ((sub.items as Obj).data as Obj[])[0]!;

  function makeInvoice(sub: Obj, amount: number, reason: string, paid: boolean): Obj {
    const invoice: Obj = {
      id: id("in"),
      object: "invoice",
      number: `SW-${String(++invoiceNumber).padStart(4, "0")}`,
      customer: sub.customer,
      currency: "usd",
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      status: paid ? "paid" : "open",
      billing_reason: reason,
      created: now(),
      parent: { type: "subscription_details", subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      lines: { object: "list", data: [{ id: id("il"), object: "line_item", amount, pricing: { price_details: { price: (firstItem(sub).price as Obj).id } } }] },
    };
    invoices.set(String(invoice.id), invoice);
    return invoice;
  }

  /** What the card form does: pay the session (or be declined), make what it paid for, send the events. */
  async function pay(sessionId: string, card: string): Promise<{ ok: true; redirect: string } | { ok: false; message: string }> {
    const session = sessions.get(sessionId);
    if (!session) return { ok: false, message: "No such checkout session." };
    if (session.status !== "open") return { ok: false, message: `This checkout session is ${String(session.status)}.` };
    const customer = String(session.customer);
    if (card.replace(/\s/g, "") === DECLINED_CARD.replace(/\s/g, "")) return { ok: false, message: "Your card was declined." };
    if (customers.get(customer)?.declines) return { ok: false, message: "Your card was declined." };
    session.status = "complete";
    session.payment_status = "paid";
    const line = (session.line_items as Obj[])[0]!;
    const price = line.price ? prices.get(String(line.price))! : priceFromData(line.price_data as Obj);
    if (session.mode === "subscription") {
      const start = now();
      const sub: Obj = {
        id: id("sub"),
        object: "subscription",
        customer,
        status: "active",
        cancel_at_period_end: false,
        canceled_at: null,
        schedule: null,
        created: start,
        metadata: ((session.subscription_data as Obj | undefined)?.metadata as Obj | undefined) ?? {},
        items: { object: "list", data: [subscriptionItem(price, start)] },
        pending_update: null,
      };
      subscriptions.set(String(sub.id), sub);
      const invoice = makeInvoice(sub, Number(price.unit_amount), "subscription_create", true);
      sub.latest_invoice = invoice.id;
      session.subscription = sub.id;
      session.invoice = invoice.id;
      await emit("customer.subscription.created", sub, customer);
      await emit("invoice.paid", invoice, customer);
    } else {
      session.payment_intent = id("pi");
    }
    await emit("checkout.session.completed", session, customer);
    return { ok: true, redirect: String(session.success_url).replace("{CHECKOUT_SESSION_ID}", sessionId) };
  }

  /** The period of `sub` ends now: cancel it, or move to its scheduled price, then renew (or fail to). */
  async function advance(subId: string): Promise<Obj | null> {
    const sub = subscriptions.get(subId);
    if (!sub) return null;
    const customer = String(sub.customer);
    if (sub.cancel_at_period_end) {
      sub.status = "canceled";
      sub.canceled_at = now();
      await emit("customer.subscription.deleted", sub, customer);
      return sub;
    }
    const item = firstItem(sub);
    if (sub.schedule) {
      const schedule = schedules.get(String(sub.schedule))!;
      const next = (schedule.phases as Obj[])[1];
      if (next) {
        const nextPrice = prices.get(String(((next.items as Obj[])[0] as Obj).price))!;
        item.price = nextPrice;
      }
      schedule.status = "released";
      schedule.released_subscription = sub.id;
      sub.schedule = null;
    }
    const price = item.price as Obj;
    // The stand-in cannot move the clock: the period that ends is taken to end now, and the next starts now.
    item.current_period_start = now();
    item.current_period_end = addInterval(Number(item.current_period_start), String((price.recurring as Obj).interval));
    const declined = Boolean(customers.get(customer)?.declines);
    const invoice = makeInvoice(sub, Number(price.unit_amount), "subscription_cycle", !declined);
    sub.latest_invoice = invoice.id;
    sub.status = declined ? "past_due" : "active";
    await emit(declined ? "invoice.payment_failed" : "invoice.paid", invoice, customer);
    await emit("customer.subscription.updated", sub, customer);
    return sub;
  }

  async function updateSubscription(sub: Obj, body: Obj): Promise<{ status: number; body: unknown }> {
    const customer = String(sub.customer);
    const items = body.items as Obj[] | undefined;
    if (items && sub.schedule) {
      return stripeError(400, `The subscription is managed by the subscription schedule \`${String(sub.schedule)}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`);
    }
    if (body.cancel_at_period_end !== undefined) {
      if (sub.schedule && body.cancel_at_period_end === "true") return stripeError(400, "The subscription is managed by a subscription schedule. Release the schedule first.");
      sub.cancel_at_period_end = body.cancel_at_period_end === "true";
    }
    if (items?.[0]?.price) {
      const item = firstItem(sub);
      if (items[0].id !== item.id) return stripeError(400, `No such subscription item: '${String(items[0].id)}'`, "invalid_request_error", "resource_missing");
      const next = prices.get(String(items[0].price));
      if (!next) return stripeError(400, `No such price: '${String(items[0].price)}'`, "invalid_request_error", "resource_missing");
      const old = item.price as Obj;
      const start = Number(item.current_period_start);
      const end = Number(item.current_period_end);
      const left = Math.max(0, end - now()) / Math.max(1, end - start);
      const sameInterval = (old.recurring as Obj).interval === (next.recurring as Obj).interval;
      // Proration: the unused part of the old price is credited; a change of interval starts a new period.
      const amount = sameInterval ? Math.max(0, Math.round((Number(next.unit_amount) - Number(old.unit_amount)) * left)) : Math.max(0, Number(next.unit_amount) - Math.round(Number(old.unit_amount) * left));
      if (body.proration_behavior === "always_invoice" && amount > 0 && customers.get(customer)?.declines) {
        if (body.payment_behavior === "pending_if_incomplete") {
          sub.pending_update = { subscription_items: [{ price: next.id }], expires_at: now() + DAY };
          const invoice = makeInvoice(sub, amount, "subscription_update", false);
          await emit("invoice.payment_failed", invoice, customer);
          return { status: 200, body: sub };
        }
        return stripeError(402, "Your card was declined.", "card_error", "card_declined");
      }
      item.price = next;
      if (!sameInterval) {
        item.current_period_start = now();
        item.current_period_end = addInterval(now(), String((next.recurring as Obj).interval));
      }
      if (body.proration_behavior === "always_invoice" && amount > 0) {
        const invoice = makeInvoice(sub, amount, "subscription_update", true);
        sub.latest_invoice = invoice.id;
        await emit("invoice.paid", invoice, customer);
      }
    }
    await emit("customer.subscription.updated", sub, customer);
    return { status: 200, body: sub };
  }

  async function api(method: string, path: string, body: Obj, query: URLSearchParams): Promise<{ status: number; body: unknown }> {
    let m: RegExpExecArray | null;
    if (method === "POST" && path === "/v1/customers") {
      const customer = { id: id("cus"), object: "customer", email: body.email ?? null, name: body.name ?? null, metadata: body.metadata ?? {}, created: now() };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === "GET" && path === "/v1/prices") {
      const keys = [...query.entries()].filter(([k]) => k.startsWith("lookup_keys")).map(([, v]) => v);
      const data = [...prices.values()].filter((p) => p.active && (keys.length === 0 || keys.includes(String(p.lookup_key))));
      return { status: 200, body: { object: "list", data, has_more: false, url: "/v1/prices" } };
    }
    if (method === "POST" && path === "/v1/prices") return { status: 200, body: priceFromData(body) };
    if (method === "POST" && path === "/v1/checkout/sessions") {
      if (!customers.has(String(body.customer))) return stripeError(400, `No such customer: '${String(body.customer)}'`, "invalid_request_error", "resource_missing");
      const line = (body.line_items as Obj[] | undefined)?.[0];
      if (!line) return stripeError(400, "line_items is required");
      const price = line.price ? prices.get(String(line.price)) : null;
      if (line.price && !price) return stripeError(400, `No such price: '${String(line.price)}'`, "invalid_request_error", "resource_missing");
      const amount = price ? Number(price.unit_amount) : Number((line.price_data as Obj).unit_amount);
      const session: Obj = {
        id: id("cs_test"),
        object: "checkout.session",
        mode: body.mode,
        status: "open",
        payment_status: "unpaid",
        customer: body.customer,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        amount_total: amount,
        currency: "usd",
        subscription: null,
        invoice: null,
        payment_intent: null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        expires_at: now() + DAY,
        created: now(),
        line_items: body.line_items,
        subscription_data: body.subscription_data,
      };
      session.url = `${base}/pay/${String(session.id)}`;
      sessions.set(String(session.id), session);
      return { status: 200, body: session };
    }
    // Stripe expires only an open session; once expired its page can take no money.
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)) && method === "POST") {
      const session = sessions.get(m[1]!);
      if (!session) return stripeError(404, `No such checkout.session: '${m[1]}'`, "invalid_request_error", "resource_missing");
      if (session.status !== "open") return stripeError(400, "Only Checkout Sessions with a status in [open] can be expired.");
      session.status = "expired";
      await emit("checkout.session.expired", session, String(session.customer));
      return { status: 200, body: session };
    }
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)) && method === "GET") {
      const session = sessions.get(m[1]!);
      if (!session) return stripeError(404, `No such checkout.session: '${m[1]}'`, "invalid_request_error", "resource_missing");
      const expand = [...query.entries()].filter(([k]) => k.startsWith("expand")).map(([, v]) => v);
      return {
        status: 200,
        body: {
          ...session,
          ...(expand.includes("subscription") && session.subscription ? { subscription: subscriptions.get(String(session.subscription)) } : {}),
          ...(expand.includes("invoice") && session.invoice ? { invoice: invoices.get(String(session.invoice)) } : {}),
        },
      };
    }
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const sub = subscriptions.get(m[1]!);
      if (!sub) return stripeError(404, `No such subscription: '${m[1]}'`, "invalid_request_error", "resource_missing");
      if (method === "GET") return { status: 200, body: sub };
      if (method === "POST") return updateSubscription(sub, body);
    }
    if (method === "POST" && path === "/v1/subscription_schedules") {
      const sub = subscriptions.get(String(body.from_subscription));
      if (!sub) return stripeError(400, `No such subscription: '${String(body.from_subscription)}'`, "invalid_request_error", "resource_missing");
      if (sub.schedule) return stripeError(400, `You cannot migrate a subscription that is already attached to a schedule: \`${String(sub.schedule)}\`.`);
      const item = firstItem(sub);
      const schedule: Obj = {
        id: id("sub_sched"),
        object: "subscription_schedule",
        subscription: sub.id,
        customer: sub.customer,
        status: "active",
        end_behavior: "release",
        phases: [{ start_date: item.current_period_start, end_date: item.current_period_end, items: [{ price: (item.price as Obj).id, quantity: 1 }] }],
      };
      schedules.set(String(schedule.id), schedule);
      sub.schedule = schedule.id;
      return { status: 200, body: schedule };
    }
    if ((m = /^\/v1\/subscription_schedules\/([^/]+)(\/release)?$/.exec(path)) && method === "POST") {
      const schedule = schedules.get(m[1]!);
      if (!schedule) return stripeError(404, `No such subscription_schedule: '${m[1]}'`, "invalid_request_error", "resource_missing");
      if (schedule.status !== "active") return stripeError(400, `You cannot update a subscription schedule that is currently in the \`${String(schedule.status)}\` status.`);
      if (m[2]) {
        schedule.status = "released";
        schedule.released_subscription = schedule.subscription;
        const sub = subscriptions.get(String(schedule.subscription));
        if (sub) sub.schedule = null;
        return { status: 200, body: schedule };
      }
      const phases = body.phases as Obj[] | undefined;
      if (phases) {
        for (const phase of phases) for (const item of (phase.items as Obj[]) ?? []) if (!prices.has(String(item.price))) return stripeError(400, `No such price: '${String(item.price)}'`, "invalid_request_error", "resource_missing");
        schedule.phases = phases;
      }
      if (body.end_behavior) schedule.end_behavior = body.end_behavior;
      return { status: 200, body: schedule };
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (!customers.has(String(body.customer))) return stripeError(400, `No such customer: '${String(body.customer)}'`, "invalid_request_error", "resource_missing");
      const portal: Obj = { id: id("bps"), object: "billing_portal.session", customer: body.customer, return_url: body.return_url ?? null, created: now() };
      portal.url = `${base}/portal/${String(portal.id)}`;
      portals.set(String(portal.id), portal);
      return { status: 200, body: portal };
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  function page(res: ServerResponse, status: number, title: string, body: string) {
    res.writeHead(status, { "Content-Type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>` +
        `<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1e293b}label,input,button{display:block;width:100%;box-sizing:border-box}input{padding:.6rem;margin:.3rem 0 1rem;font:inherit}button{padding:.7rem;background:#4f46e5;color:#fff;border:0;border-radius:.4rem;font:inherit;font-weight:600}a{color:#4338ca}.note{background:#fef3c7;padding:.6rem;border-radius:.4rem;font-size:.9rem}.error{color:#b91c1c;font-weight:600}</style></head>` +
        `<body><p class="note">Test payment page: a stand-in for Stripe. No real money moves.</p>${body}</body></html>`,
    );
  }

  function checkoutPage(res: ServerResponse, session: Obj, error?: string) {
    const line = (session.line_items as Obj[])[0]!;
    const price = line.price ? prices.get(String(line.price)) : null;
    const name = String(price?.product_name ?? ((line.price_data as Obj | undefined)?.product_data as Obj | undefined)?.name ?? "Purchase");
    const amount = `$${(Number(session.amount_total) / 100).toFixed(2)}`;
    const every = price?.recurring ? ` per ${String((price.recurring as Obj).interval)}` : "";
    page(
      res,
      error ? 402 : 200,
      "Pay",
      `<h1>${escapeHtml(name)}</h1><p>${amount}${every}</p>` +
        (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : "") +
        `<form method="post" action="/pay/${escapeHtml(String(session.id))}"><label for="card">Card number</label><input id="card" name="card" value="${GOOD_CARD}" inputmode="numeric" autocomplete="cc-number"><button type="submit">Pay ${amount}</button></form>` +
        `<p><a href="${escapeHtml(String(session.cancel_url))}">Cancel and go back</a></p>`,
    );
  }

  async function readBody(req: IncomingMessage): Promise<string> {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    return raw;
  }

  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const url = new URL(req.url ?? "/", "http://x");
    const json = (status: number, payload: unknown) => {
      if (res.destroyed) return;
      res.writeHead(status, { "Content-Type": "application/json", "Request-Id": id("req") });
      res.end(JSON.stringify(payload));
    };
    const control = () => (raw ? (JSON.parse(raw) as Obj) : {});
    let m: RegExpExecArray | null;

    // Browsers ask every page's host for an icon; the stand-in has none to give.
    if (url.pathname === "/favicon.ico") {
      res.writeHead(204);
      return res.end();
    }

    // Test controls.
    if (url.pathname === "/__config") {
      webhookUrl = (control().webhookUrl as string | null) ?? null;
      return json(200, {});
    }
    if (url.pathname === "/__events") {
      const customer = url.searchParams.get("customer");
      return json(200, events.filter((e) => !customer || e.customer === customer).map(({ id: eventId, type, data, signature, payload, deliveredStatus }) => ({ id: eventId, type, data, signature, payload, deliveredStatus })));
    }
    if (url.pathname === "/__pay") {
      const { session, card } = control() as { session: string; card?: string };
      return json(200, await pay(session, card ?? GOOD_CARD));
    }
    if (url.pathname === "/__advance") return json(200, await advance(String(control().subscription)));
    if (url.pathname === "/__decline") {
      const { customer, decline } = control() as { customer: string; decline: boolean };
      const found = customers.get(customer);
      if (found) found.declines = decline;
      return json(found ? 200 : 404, {});
    }
    if (url.pathname === "/__expire") {
      const session = sessions.get(String(control().session));
      if (!session) return json(404, {});
      session.status = "expired";
      await emit("checkout.session.expired", session, String(session.customer));
      return json(200, session);
    }
    if (url.pathname === "/__script") {
      failNext = (control().failNext as typeof failNext) ?? null;
      return json(200, {});
    }

    // Pages a browser opens.
    if ((m = /^\/pay\/([^/]+)$/.exec(url.pathname))) {
      const session = sessions.get(m[1]!);
      if (!session) return page(res, 404, "Not found", "<h1>This payment page does not exist.</h1>");
      if (req.method === "POST") {
        const card = new URLSearchParams(raw).get("card") ?? "";
        const result = await pay(m[1]!, card);
        if (!result.ok) return checkoutPage(res, session, result.message);
        res.writeHead(303, { Location: result.redirect });
        return res.end();
      }
      if (session.status !== "open") return page(res, 410, "Closed", `<h1>This checkout is ${escapeHtml(String(session.status))}.</h1>`);
      return checkoutPage(res, session);
    }
    if ((m = /^\/portal\/([^/]+)$/.exec(url.pathname))) {
      const portal = portals.get(m[1]!);
      if (!portal) return page(res, 404, "Not found", "<h1>This portal session does not exist.</h1>");
      const mine = [...invoices.values()].filter((i) => i.customer === portal.customer);
      const rows = mine.map((i) => `<li>${escapeHtml(String(i.number))}: $${(Number(i.amount_paid) / 100).toFixed(2)} (${escapeHtml(String(i.status))})</li>`).join("");
      return page(res, 200, "Billing portal", `<h1>Your card and invoices</h1><ul>${rows || "<li>No invoices yet.</li>"}</ul><p><a href="${escapeHtml(String(portal.return_url))}">Return to the app</a></p>`);
    }

    // The API.
    if (!url.pathname.startsWith("/v1/")) return json(404, { error: { type: "invalid_request_error", message: "Unrecognized request URL." } });
    if (req.headers.authorization !== `Bearer ${STRIPE_TEST_KEY}`) {
      return json(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided: sk_****" } });
    }
    if (failNext && failNext.count > 0) {
      failNext.count -= 1;
      const { status, hangMs } = failNext;
      if (failNext.count === 0) failNext = null;
      if (hangMs) await new Promise((resolve) => setTimeout(resolve, hangMs));
      if (res.destroyed) return;
      // A 400 is Stripe refusing the request itself (its invalid_request_error); anything else, its servers failing.
      if (status === 400) return json(400, { error: { type: "invalid_request_error", message: "This subscription cannot be changed right now." } });
      return json(status ?? 500, { error: { type: "api_error", message: "An unknown error occurred" } });
    }
    const key = req.headers["idempotency-key"];
    const idemKey = typeof key === "string" && req.method === "POST" ? `${url.pathname}|${key}` : null;
    if (idemKey && idempotent.has(idemKey)) {
      const known = idempotent.get(idemKey)!;
      return json(known.status, known.body);
    }
    const result = await api(req.method ?? "GET", url.pathname, req.method === "POST" ? parseForm(raw) : {}, url.searchParams);
    if (idemKey && result.status < 500) idempotent.set(idemKey, result);
    json(result.status, result.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    setWebhookUrl: (next) => {
      webhookUrl = next;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
