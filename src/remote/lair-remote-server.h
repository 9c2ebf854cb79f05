/* lair-remote-server.h — each invited seat played from a phone
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "lair-game-session.h"
#include "lair-story.h"

G_BEGIN_DECLS

/* At most this many pages may hold one seat at a time (a phone, the
 * same phone reloading, a tablet) */
#define LAIR_REMOTE_MAX_CONNECTIONS 4

/* A connection may send this many messages in a second, no more */
#define LAIR_REMOTE_MAX_RATE 20

#define LAIR_TYPE_REMOTE_SERVER (lair_remote_server_get_type ())

G_DECLARE_FINAL_TYPE (LairRemoteServer, lair_remote_server, LAIR, REMOTE_SERVER, GObject)

LairRemoteServer *lair_remote_server_new            (LairGameSession  *session);
LairGameSession  *lair_remote_server_get_session    (LairRemoteServer *self);
LairStory        *lair_remote_server_get_story      (LairRemoteServer *self);
void              lair_remote_server_set_story      (LairRemoteServer *self,
                                                     LairStory        *story);
gboolean          lair_remote_server_get_show_odds  (LairRemoteServer *self);
void              lair_remote_server_set_show_odds  (LairRemoteServer *self,
                                                     gboolean          show_odds);
const char       *lair_remote_server_get_host       (LairRemoteServer *self);
void              lair_remote_server_set_host       (LairRemoteServer *self,
                                                     const char       *host);
gboolean          lair_remote_server_get_invited    (LairRemoteServer *self,
                                                     guint             seat);
void              lair_remote_server_set_invited    (LairRemoteServer *self,
                                                     guint             seat,
                                                     gboolean          invited);
gboolean          lair_remote_server_start          (LairRemoteServer *self,
                                                     GError          **error);
void              lair_remote_server_stop           (LairRemoteServer *self);
gboolean          lair_remote_server_get_running    (LairRemoteServer *self);
guint             lair_remote_server_get_port       (LairRemoteServer *self);
char             *lair_remote_server_get_address    (LairRemoteServer *self,
                                                     guint             seat);
guint             lair_remote_server_get_n_clients  (LairRemoteServer *self,
                                                     guint             seat);
void              lair_remote_server_renew_tokens   (LairRemoteServer *self);

G_END_DECLS
