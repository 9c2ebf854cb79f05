/* lair-remote-private.h — what the phones' server's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <locale.h>

#include <libsoup/soup.h>

#include "lair-remote-server.h"

G_BEGIN_DECLS

#define TOKEN_BYTES 16
#define TOKEN_CHARS (TOKEN_BYTES * 2)

typedef struct {
  gboolean invited;
  char token[TOKEN_CHARS + 1];
  GPtrArray *clients;
} Seat;

struct _LairRemoteServer
{
  GObject           parent_instance;

  LairGameSession  *session;
  LairStory        *story;
  SoupServer       *soup;
  guint             port;
  char             *host;           /* only this address, or every one of the machine */
  GPtrArray        *hosts;          /* "address:port" as a Host header may say it */
  gboolean          show_odds;
  Seat              seats[LAIR_N_SEATS];
  GHashTable       *locales;        /* language → locale_t */
  guint             update_id;
  LairSessionPhase  phase;

  /* the last reveal the story showed, until the next room */
  gboolean          revealed;
  gint              reveal_picks[LAIR_N_SEATS];
  char             *reveal_text;
};

char     *lair_remote_build_state  (LairRemoteServer *self,
                                    guint             seat,
                                    const char       *language);
gboolean  lair_remote_is_deciding  (LairRemoteServer *self,
                                    guint             seat);

G_END_DECLS
