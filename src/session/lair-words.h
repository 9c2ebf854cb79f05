/* lair-words.h — the game put into words, for every view of it
 *
 * The words are made in the calling thread's language: a phone's are made
 * under a locale of its own (uselocale()). Plural forms therefore go
 * through gettext's dngettext(), not GLib's g_dngettext(), which gives
 * back the English whenever the process's own locale has no catalogue of
 * the game (a desktop in Spanish, say), whatever the thread's locale;
 * tests/check-thread-words keeps it so.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-expert.h"
#include "lair-room-item.h"
#include "lair-session-enums.h"

G_BEGIN_DECLS

const char *lair_words_pgettext (const char *context_msgid,
                                 const char *msgid);

/* GLib's C_ () goes through g_dpgettext (), which gives back the English
 * under a thread's own locale (see above): the words made here, and read
 * by the views, use gettext's own lookup. Include this after
 * <glib/gi18n.h>. */
#undef C_
#define C_(Context, String) lair_words_pgettext (Context "\004" String, String)

const char *lair_choice_label            (LairChoice    choice);
const char *lair_choice_shown            (LairChoice    choice);
const char *lair_choice_art              (LairChoice    choice);
LairChoice  lair_choice_nth              (guint         n);
char       *lair_choice_option_label     (LairChoice    choice,
                                          LairOptions   options,
                                          guint         part);
char       *lair_choice_describe         (LairChoice    choice,
                                          guint         part,
                                          gint          hand,
                                          gboolean      floor);
char       *lair_advice_option_line      (const char   *label,
                                          double        win,
                                          double        margin);
char       *lair_advice_sentence         (const LairExpertAdvice *advice,
                                          LairOptions   options,
                                          guint         part);
const char *lair_room_get_public_outcome (LairRoomItem *room);
char       *lair_room_describe           (LairRoomItem *room);
char       *lair_format_gems             (gint          gems);
char       *lair_dungeon_ending_text     (gint          depth,
                                          gint          lair_room);
char       *lair_words_sun_moon          (const char   *name,
                                          gboolean      sun,
                                          gint          change);
char       *lair_words_monte             (const char   *name,
                                          guint         position,
                                          gint          card,
                                          gint          change);
const char *lair_words_monte_swap        (guint         a,
                                          guint         b);
char       *lair_words_seat_handed       (const char   *name,
                                          gboolean      computer);
char       *lair_words_reveal            (const char  **names,
                                          const LairChoice *choices,
                                          guint         n);

G_END_DECLS
