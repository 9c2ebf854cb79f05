/* lair-json-writer.h — a small streaming JSON writer
 *
 * JsonGenerator prints doubles with 17 significant digits; the output
 * format wants them rounded to three decimals and printed short, and
 * byte-identical across runs, so the CLI writes its JSON itself.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  GString *out;
  guint depth;
  guint64 first;   /* bit d: nothing written yet at depth d */
  guint64 inline_; /* bit d: the container at depth d stays on one line */
  gboolean after_key;
} LairJsonWriter;

void lair_json_writer_init         (LairJsonWriter *w,
                                    GString        *out);
void lair_json_begin_object        (LairJsonWriter *w);
void lair_json_begin_inline_object (LairJsonWriter *w);
void lair_json_end_object          (LairJsonWriter *w);
void lair_json_begin_array         (LairJsonWriter *w);
void lair_json_begin_inline_array  (LairJsonWriter *w);
void lair_json_end_array           (LairJsonWriter *w);
void lair_json_key                 (LairJsonWriter *w,
                                    const char     *key);
void lair_json_int                 (LairJsonWriter *w,
                                    gint64          value);
void lair_json_double3             (LairJsonWriter *w,
                                    double          value);
void lair_json_bool                (LairJsonWriter *w,
                                    gboolean        value);
void lair_json_string              (LairJsonWriter *w,
                                    const char     *value);
void lair_json_null                (LairJsonWriter *w);

void lair_json_format_double3      (GString        *out,
                                    double          value);

G_END_DECLS
