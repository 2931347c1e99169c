// /terms: the Terms of Service. Written for any instance: "the operator" is whoever runs this copy of Sitewright.
import { Link } from "react-router-dom";
import { LegalPage } from "../components/legal-page";

export default function Terms() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="22 November 2026"
      intro={
        <p>
          These terms govern your use of this Sitewright website builder. Sitewright is open-source software that anyone
          can run; this copy is run by its <strong>operator</strong>, the person or organisation that hosts it, who is the
          party you are agreeing with. By creating an account or using the service you accept these terms.
        </p>
      }
    >
      <h2>1. The service</h2>
      <p>
        Sitewright lets you create websites by describing them to an AI or by building them step by step, save them to
        an account, publish them on a free subdomain or on your own domain, and download them as plain HTML, CSS and
        JavaScript files. Some features depend on your plan, which is described on the <Link to="/pricing">pricing page</Link>.
      </p>
      <p>
        The operator may change, suspend or end features of the service. Where a change takes away something you have
        paid for, the operator will give reasonable notice and, where appropriate, a pro-rata refund.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>You must give accurate details when you sign up and keep your password secret.</li>
        <li>You are responsible for everything done through your account. Tell the operator at once if you think someone else has used it.</li>
        <li>You must be old enough to enter a binding agreement where you live, or have the permission of a parent or guardian.</li>
        <li>You may close your account at any time. Closing it unpublishes your sites and deletes your data as described in the <Link to="/privacy">Privacy Policy</Link>.</li>
      </ul>

      <h2>3. Your websites and content</h2>
      <p>
        You keep all rights to the text, images and other material you put into your websites, and to the websites
        themselves. You give the operator only the permission needed to store, render, publish and back up that
        material so the service can work.
      </p>
      <p>You are responsible for what you publish. You must not use the service to publish or send anything that:</p>
      <ul>
        <li>is illegal, fraudulent or deceptive, including phishing pages and impersonation of other people or brands;</li>
        <li>infringes someone else's copyright, trademark, privacy or other rights;</li>
        <li>contains malware or tries to harm, probe or overload the service or other people's systems;</li>
        <li>harasses, threatens or promotes violence or hatred against people;</li>
        <li>sexually exploits children, or is sexually explicit material published without appropriate safeguards;</li>
        <li>is unsolicited bulk advertising (spam).</li>
      </ul>
      <p>
        The operator may unpublish a site or suspend an account that breaks these rules, and will tell you why unless
        the law or the safety of others prevents it.
      </p>

      <h2>4. Published sites and domains</h2>
      <p>
        Published sites are served on a subdomain of the operator's sites domain or on a custom domain you connect.
        Subdomain names are first come, first served; some names are reserved, and a name that misleads visitors or
        infringes a trademark may be withdrawn. To use a custom domain you must own it or have the right to use it and
        set up its DNS records yourself. Registering and renewing the domain is your responsibility.
      </p>

      <h2>5. AI generation</h2>
      <p>
        Designs, text and images made by the AI features are generated automatically from your descriptions. They may be
        inaccurate, unoriginal or unsuitable, so review them before you publish. As far as the operator is concerned
        the output is yours to use, but the operator cannot promise that no one else has similar material or that it is
        free of third-party rights. Do not put confidential or personal information about others into your prompts.
        AI image generation has a monthly allowance that depends on your plan; unused credits do not carry over.
      </p>

      <h2>6. Plans, payments and refunds</h2>
      <ul>
        <li>Paid plans are billed in advance, monthly or yearly, at the prices shown when you subscribe.</li>
        <li>
          Card payments are processed by <strong>Stripe</strong> and <span className="whitespace-nowrap">M-Pesa</span> payments by <strong>Safaricom</strong>. Their
          own terms apply to the payment itself; the operator never sees or stores your full card number or <span className="whitespace-nowrap">M-Pesa</span> PIN.
        </li>
        <li>A subscription renews until you cancel it. Cancelling stops the next renewal; you keep your plan until the end of the period you paid for.</li>
        <li>If you are not satisfied, you can ask for a refund within 14 days of your first payment for a plan.</li>
        <li>Premium templates bought individually are yours to use for your own websites; you may not resell them as templates.</li>
        <li>If a payment fails or is reversed, your account may return to the Free plan and features beyond its limits may stop working.</li>
      </ul>

      <h2>7. Availability and backups</h2>
      <p>
        The operator aims to keep the service running and your data safe but does not promise that it will be
        uninterrupted or error-free. Keep your own copy of anything important; the download feature exists for this.
      </p>

      <h2>8. Open-source software</h2>
      <p>
        The Sitewright software is published under an open-source licence, which governs your rights to the code
        itself. These terms govern only your use of this hosted copy of it.
      </p>

      <h2>9. Liability</h2>
      <p>
        The service is provided "as is". To the extent the law allows, the operator is not liable for indirect or
        consequential losses, such as lost profits or lost data, and the operator's total liability to you is limited to
        the amount you paid for the service in the twelve months before the claim. Nothing in these terms limits
        liability that cannot be limited by law, or your rights as a consumer.
      </p>

      <h2>10. Changes to these terms</h2>
      <p>
        The operator may update these terms. Significant changes will be announced in the app or by email at least 14
        days before they take effect. If you keep using the service after that, the new terms apply; if you do not
        accept them, you can close your account.
      </p>

      <h2>11. Contact</h2>
      <p>
        Questions about these terms, or reports of abuse, go to the operator of this instance, using the contact details
        they publish for it.
      </p>
    </LegalPage>
  );
}
