import { Link } from "react-router";
import { paths } from "@/lib/paths";
import { PRODUCT_NAME } from "@/lib/site";

const links = [
  { to: paths.about, label: "About" },
  { to: paths.subjects, label: "Subjects" },
  { to: paths.pricing, label: "Pricing" },
  { to: paths.library, label: "Library" },
  { to: paths.blog(), label: "Blog" },
  { to: paths.announcements(), label: "Announcements" },
  { to: paths.waitlist(), label: "Waitlist" },
  { to: paths.joinTutor, label: "Tutor with us" },
  { to: paths.help, label: "Help" },
  { to: paths.support, label: "Support" },
  { to: paths.contact, label: "Contact" },
];

/** The public footer: a few useful links. */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-slate-900 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
      </div>
    </footer>
  );
}
