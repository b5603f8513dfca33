import { describe, expect, it } from 'vitest'

import { classesOf, pageRules, requiredClasses } from './pageStyles.mjs'

const css =
  ':root{--c:red}body{margin:0}' +
  '.a_card{color:red}.a_card:hover .a_title{color:blue}' +
  '.b_form,.b_field{display:grid}' +
  '.c_button:not(.c_primary){border:0}' +
  'a[href$=".pdf"]{color:green}' +
  '@media (min-width:40rem){.a_card{padding:1rem}.b_form{padding:2rem}}' +
  '@media print{.b_form{display:none}}' +
  '@keyframes spin{from{opacity:0}to{opacity:1}}' +
  '@font-face{font-family:x;src:url(x.woff2)}' +
  '/* a comment */'

describe('a page keeps the CSS rules its markup uses', () => {
  it('reads the classes of every class attribute', () => {
    expect(classesOf('<div class="a_card  a_title"><svg class="icon"></svg><p class="">x</p><i data-class="no">')).toEqual(
      new Set(['a_card', 'a_title', 'icon']),
    )
  })

  it("reads the classes of what the page's RSC payload holds for later, and those a client component says it will draw", () => {
    const payload = String.raw`<script>self.__next_f.push([1,"[\"$\",\"section\",null,{\"className\":\"s_signup s_wide\"}],[\"$\",\"$L1\",null,{\"brand\":\"a\",\"laterClassNames\":\"f_footer f_columns\"}],{\"title\":\"className\"}"])</script>`
    expect(classesOf(payload)).toEqual(new Set(['s_signup', 's_wide', 'f_footer', 'f_columns']))
  })

  it('requires the classes a selector names outside parentheses and attribute values', () => {
    expect(requiredClasses('.a_card:hover .a_title')).toEqual(['a_card', 'a_title'])
    expect(requiredClasses('.c_button:not(.c_primary)')).toEqual(['c_button'])
    expect(requiredClasses(':is(.x,.y) p')).toEqual([])
    expect(requiredClasses('a[href$=".pdf"]')).toEqual([])
    expect(requiredClasses('.a\\:b')).toBeNull()
    // What a one-selector :has(), :is() or :where() names must be on the page too; :not() and lists need nothing.
    expect(requiredClasses('html:has(.l_filter[open])')).toEqual(['l_filter'])
    expect(requiredClasses('.l_option:has(input:disabled)')).toEqual(['l_option'])
    expect(requiredClasses('.r_row:has(+ .r_row--selected)')).toEqual(['r_row', 'r_row--selected'])
    expect(requiredClasses(':where(.a_card .a_title) p')).toEqual(['a_card', 'a_title'])
    expect(requiredClasses(':has(.x, .y)')).toEqual([])
    expect(requiredClasses(':not(:has(.x))')).toEqual([])
  })

  it('drops the rules of classes the page does not use and keeps the rest whole', () => {
    const out = pageRules(css, new Set(['a_card', 'c_button']))
    expect(out).toBe(
      ':root{--c:red}body{margin:0}.a_card{color:red}.c_button:not(.c_primary){border:0}a[href$=".pdf"]{color:green}' +
        '@media (min-width:40rem){.a_card{padding:1rem}}@keyframes spin{from{opacity:0}to{opacity:1}}@font-face{font-family:x;src:url(x.woff2)}',
    )
  })

  it('keeps a rule for the selectors of it that match, and everything for a page with every class', () => {
    expect(pageRules(css, new Set(['b_field']))).toContain('.b_field{display:grid}')
    expect(pageRules(css, new Set(['b_field']))).not.toContain('.b_form')
    const all = pageRules(css, new Set(['a_card', 'a_title', 'b_form', 'b_field', 'c_button']))
    expect(all).toBe(css.replace('/* a comment */', ''))
  })
})
