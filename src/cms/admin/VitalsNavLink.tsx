/** The back office's navigation: a link to the Web Vitals view (VitalsView.tsx). */
export function VitalsNavLink() {
  return (
    <a href="/admin/vitals" className="nav__link" style={{ display: 'block', paddingBlock: '0.5rem' }}>
      Web Vitals
    </a>
  )
}
