import { NavLink } from "react-router";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";

const LINKS = [
  { to: paths.subjects, label: "Subjects" },
  { to: paths.pricing, label: "Pricing" },
  { to: paths.blog(), label: "Blog" },
  { to: paths.about, label: "About" },
];

/** The public site's main links, beside the logo from tablet width up (the footer has them on a phone). */
export function PrimaryNav() {
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-1">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                cn(
                  "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                  isActive && "text-brand-800",
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
