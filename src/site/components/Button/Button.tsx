/**
 * The one button style of the site, as a <button> or, with href, as a link that looks like one
 * (external hrefs open in a new tab with the accessible hint the caller passes in the label).
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { SiteLink } from '../SiteLink/SiteLink';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

interface CommonProps {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  block?: boolean;
  children: ReactNode;
  className?: string;
}

export type ButtonProps = CommonProps &
  (
    | ({ href?: undefined } & ButtonHTMLAttributes<HTMLButtonElement>)
    | { href: string; newTab?: boolean; 'aria-label'?: string; onClick?: () => void }
  );

export function buttonClass({ variant = 'primary', size = 'medium', block = false, className }: Omit<CommonProps, 'children'>) {
  return [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block, className]
    .filter(Boolean)
    .join(' ');
}

export function Button(props: ButtonProps) {
  const { variant, size, block, className, children } = props;
  const cls = buttonClass({ variant, size, block, className });
  if (props.href !== undefined) {
    const { href, newTab, onClick } = props;
    return (
      <SiteLink
        href={href}
        className={cls}
        aria-label={props['aria-label']}
        onClick={onClick}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </SiteLink>
    );
  }
  const { variant: _v, size: _s, block: _b, className: _c, children: _ch, href: _h, type = 'button', ...rest } = props;
  return (
    <button type={type} className={cls} {...rest}>
      {children}
    </button>
  );
}
