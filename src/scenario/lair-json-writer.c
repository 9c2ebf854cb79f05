/* lair-json-writer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include "lair-json-writer.h"

void
lair_json_writer_init (LairJsonWriter *w,
                       GString        *out)
{
  w->out = out;
  w->depth = 0;
  w->first = 1;
  w->inline_ = 0;
  w->after_key = FALSE;
}

static gboolean
is_inline (LairJsonWriter *w)
{
  return (w->inline_ >> w->depth) & 1;
}

static void
newline (LairJsonWriter *w)
{
  g_string_append_c (w->out, '\n');
  for (guint i = 0; i < w->depth; i++)
    g_string_append (w->out, "  ");
}

/* Separates a value or key from the one before it. */
static void
before_item (LairJsonWriter *w)
{
  guint64 bit = G_GUINT64_CONSTANT (1) << w->depth;

  if (w->after_key)
    {
      w->after_key = FALSE;
      return;
    }
  if (!(w->first & bit))
    g_string_append_c (w->out, ',');
  w->first &= ~bit;
  if (w->depth == 0)
    return;
  if (is_inline (w))
    {
      if (w->out->len > 0 && w->out->str[w->out->len - 1] == ',')
        g_string_append_c (w->out, ' ');
    }
  else
    newline (w);
}

static void
begin (LairJsonWriter *w,
       char            c,
       gboolean        one_line)
{
  before_item (w);
  g_string_append_c (w->out, c);
  g_assert (w->depth < 62);
  one_line = one_line || is_inline (w);
  w->depth++;
  w->first |= G_GUINT64_CONSTANT (1) << w->depth;
  if (one_line)
    w->inline_ |= G_GUINT64_CONSTANT (1) << w->depth;
  else
    w->inline_ &= ~(G_GUINT64_CONSTANT (1) << w->depth);
}

static void
end (LairJsonWriter *w,
     char            c)
{
  gboolean empty = (w->first >> w->depth) & 1;
  gboolean one_line = is_inline (w);

  g_assert (w->depth > 0);
  w->depth--;
  if (!empty && !one_line)
    newline (w);
  g_string_append_c (w->out, c);
  if (w->depth == 0)
    g_string_append_c (w->out, '\n');
}

void
lair_json_begin_object (LairJsonWriter *w)
{
  begin (w, '{', FALSE);
}

void
lair_json_begin_inline_object (LairJsonWriter *w)
{
  begin (w, '{', TRUE);
}

void
lair_json_end_object (LairJsonWriter *w)
{
  end (w, '}');
}

void
lair_json_begin_array (LairJsonWriter *w)
{
  begin (w, '[', FALSE);
}

void
lair_json_begin_inline_array (LairJsonWriter *w)
{
  begin (w, '[', TRUE);
}

void
lair_json_end_array (LairJsonWriter *w)
{
  end (w, ']');
}

static void
append_string (GString    *out,
               const char *s)
{
  g_string_append_c (out, '"');
  for (const guchar *p = (const guchar *) s; *p; p++)
    {
      switch (*p)
        {
        case '"':
          g_string_append (out, "\\\"");
          break;
        case '\\':
          g_string_append (out, "\\\\");
          break;
        case '\n':
          g_string_append (out, "\\n");
          break;
        case '\t':
          g_string_append (out, "\\t");
          break;
        case '\r':
          g_string_append (out, "\\r");
          break;
        default:
          if (*p < 0x20)
            g_string_append_printf (out, "\\u%04x", *p);
          else
            g_string_append_c (out, (char) *p);
        }
    }
  g_string_append_c (out, '"');
}

void
lair_json_key (LairJsonWriter *w,
               const char     *key)
{
  before_item (w);
  append_string (w->out, key);
  g_string_append (w->out, ": ");
  w->after_key = TRUE;
}

void
lair_json_int (LairJsonWriter *w,
               gint64          value)
{
  before_item (w);
  g_string_append_printf (w->out, "%" G_GINT64_FORMAT, value);
}

/**
 * lair_json_format_double3:
 * @out: where to append
 * @value: the number
 *
 * Appends @value as lair_json_double3() writes it, for text output that
 * prints its decimals the same way: rounded half away from zero to three
 * decimals, without trailing zeros but with at least one decimal (0.0,
 * 0.75, 0.333); `null` if it is not finite.
 */
void
lair_json_format_double3 (GString *out,
                          double   value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  gint64 thousandths;
  gint64 whole;
  gint frac;
  gsize len;

  if (!isfinite (value))
    {
      g_string_append (out, "null");
      return;
    }
  thousandths = (gint64) llround (value * 1000.0);
  whole = thousandths / 1000;
  frac = (gint) ABS (thousandths % 1000);
  g_snprintf (buf, sizeof buf, "%s%" G_GINT64_FORMAT ".%03d",
              thousandths < 0 && whole == 0 ? "-" : "", whole, frac);
  len = strlen (buf);
  while (buf[len - 1] == '0' && buf[len - 2] != '.')
    buf[--len] = '\0';
  g_string_append (out, buf);
}

void
lair_json_double3 (LairJsonWriter *w,
                   double          value)
{
  before_item (w);
  lair_json_format_double3 (w->out, value);
}

void
lair_json_bool (LairJsonWriter *w,
                gboolean        value)
{
  before_item (w);
  g_string_append (w->out, value ? "true" : "false");
}

void
lair_json_string (LairJsonWriter *w,
                  const char     *value)
{
  before_item (w);
  append_string (w->out, value);
}

void
lair_json_null (LairJsonWriter *w)
{
  before_item (w);
  g_string_append (w->out, "null");
}
