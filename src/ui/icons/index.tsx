import React from "react";

type IconProps = React.SVGProps<SVGSVGElement>;

const base = { width: 20, height: 20, viewBox: "0 0 24 24", "aria-hidden": true, focusable: false } as const;

export const SunIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <circle cx="12" cy="12" r="4.5" fill="currentColor" />
    <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M12 1.5v2.5M12 20v2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M1.5 12H4M20 12h2.5M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8" />
    </g>
  </svg>
);

export const MoonIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path fill="currentColor" d="M20.7 14.6A8.6 8.6 0 0 1 9.4 3.3a.75.75 0 0 0-1-.9 10.1 10.1 0 1 0 13.2 13.2.75.75 0 0 0-.9-1z" />
  </svg>
);

export const MenuIcon = (props: IconProps) => (
  <svg {...base} width={26} height={26} {...props}>
    <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 6.5h16M4 12h16M4 17.5h16" />
  </svg>
);

export const CloseIcon = (props: IconProps) => (
  <svg {...base} width={16} height={16} {...props}>
    <path stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" d="M5 5l14 14M19 5L5 19" />
  </svg>
);

export const ChevronIcon = (props: IconProps) => (
  <svg {...base} width={14} height={14} {...props}>
    <path fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" d="M6 9l6 6 6-6" />
  </svg>
);

export const ExternalLinkIcon = (props: IconProps) => (
  <svg {...base} width={12} height={12} {...props}>
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
    />
  </svg>
);

export const BackIcon = (props: IconProps) => (
  <svg {...base} width={16} height={16} {...props}>
    <path fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" d="M15 18l-6-6 6-6" />
  </svg>
);
