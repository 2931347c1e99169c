// /privacy: the Privacy Policy. It states what this codebase actually does: one session cookie, no tracking.
import { Link } from "react-router-dom";
import { LegalPage } from "../components/legal-page";

export default function Privacy() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="22 November 2026"
      intro={
        <p>
          This policy explains what personal data this Sitewright website builder collects, why, and what you can do
          about it. Sitewright is open-source software that anyone can host; the <strong>operator</strong> of this copy,
          the person or organisation that runs it, is responsible for your data.
        </p>
      }
    >
      <h2>1. What we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your first and last name, email address, and a securely hashed version of
          your password. If you sign in with Google, we receive your name, email address and profile picture from
          Google instead of a password.
        </li>
        <li>
          <strong>Your websites:</strong> the sites you save, their content and settings, the images you upload or
          generate, the subdomains and custom domains you connect, and their publishing history.
        </li>
        <li>
          <strong>Plan and payments:</strong> your plan, the status and amount of your payments and, for <span className="whitespace-nowrap">M-Pesa</span>, the
          phone number you pay from. Card details are entered with Stripe and never reach our servers.
        </li>
        <li>
          <strong>AI prompts:</strong> the descriptions you type to generate websites and images, and your messages to
          the help assistant.
        </li>
        <li>
          <strong>Technical records:</strong> server logs with IP address, time and requested address, kept briefly to
          keep the service secure and to investigate faults and abuse.
        </li>
      </ul>

      <h2>2. Why we use it</h2>
      <ul>
        <li>To provide the service: your account, building, saving, publishing and downloading your websites.</li>
        <li>To take payments for plans and templates and to keep the records the law requires.</li>
        <li>To keep the service secure: preventing abuse, fraud and attacks, and enforcing the <Link to="/terms">Terms of Service</Link>.</li>
        <li>To contact you about your account, payments and important changes. We do not send marketing without your consent.</li>
      </ul>
      <p>
        We rely on the contract with you for running the service, on legal obligations for payment records, and on our
        legitimate interest in keeping the service safe. We do not sell your data and do not use it for advertising.
      </p>

      <h2>3. Cookies and local storage</h2>
      <p>
        We set <strong>one cookie</strong>: a session cookie that keeps you signed in. It is strictly necessary, cannot
        be read by scripts, and is deleted when you log out or the session expires. There are no analytics, advertising
        or tracking cookies, no third-party trackers, and no fonts or scripts loaded from other companies' servers.
      </p>
      <p>
        Your browser's local storage holds your theme choice (light, dark or system) and, if you start building before
        signing in, the website you are working on until it is saved to your account. This data stays on your device.
      </p>

      <h2>4. Who else receives data</h2>
      <ul>
        <li>
          <strong>Stripe</strong> processes card payments and <strong>Safaricom</strong> processes <span className="whitespace-nowrap">M-Pesa</span> payments. They
          receive the details needed to take the payment and act under their own privacy policies.
        </li>
        <li>
          <strong>The AI provider</strong> configured by the operator, if any, receives your prompts in order to generate
          designs, text and images. Without one, generation runs entirely on the operator's own servers.
        </li>
        <li>
          <strong>Google</strong>, only if you choose to sign in with Google.
        </li>
        <li>
          <strong>Hosting providers</strong> used by the operator to run the service and store data, bound to keep it
          confidential.
        </li>
      </ul>
      <p>
        Anything you publish on a website is public by design: anyone on the internet can see it. We may also disclose
        data when the law requires it.
      </p>

      <h2>5. How long we keep it</h2>
      <p>
        Account and website data is kept while your account is open. When you close your account, your sites are
        unpublished and your data is deleted within 30 days, except payment records, which are kept as long as tax and
        accounting law requires. Server logs are kept for no more than 30 days.
      </p>

      <h2>6. Security</h2>
      <p>
        Connections are encrypted, passwords are stored only as salted hashes, sessions can be revoked, and each
        person's data is accessible only to them and to the operator's administrators where needed to run the service.
      </p>

      <h2>7. Your rights</h2>
      <p>
        Depending on where you live, you may ask to see the data we hold about you, correct it, delete it, receive a
        copy in a portable format, or object to its use. You can download your websites and delete them yourself at
        any time. For anything else, contact the operator. You may also complain to your data protection authority.
      </p>

      <h2>8. Children</h2>
      <p>The service is not directed at children under 13, and we do not knowingly collect their data.</p>

      <h2>9. Changes</h2>
      <p>
        We will post any change to this policy on this page and update the date above. Significant changes will be
        announced in the app or by email before they take effect.
      </p>

      <h2>10. Contact</h2>
      <p>
        For privacy questions or requests, contact the operator of this instance, using the contact details they publish
        for it.
      </p>
    </LegalPage>
  );
}
