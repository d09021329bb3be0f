# A janela do Hashdrop, em português do Brasil.

## Menu de idioma

language-system = Idioma do sistema ({ $name })
language-no-cjk-font = nenhuma fonte chinesa/japonesa instalada
language-menu-hint = O idioma da janela

## Palavras comuns

files-count = { $count ->
    [one] { $count } arquivo
   *[other] { $count } arquivos
}

## Painel de opções

settings-checksum-types = Tipos de soma de verificação
settings-threads = Threads
settings-threads-unit = threads
settings-threads-hint = Quantos arquivos (ou partes de um arquivo) são processados ao mesmo tempo. Este computador tem { $cores } núcleos.
settings-mode = Modo
settings-standard = Soma de verificação padrão
settings-standard-hint = A soma de verificação usual do arquivo inteiro, a que as páginas de download publicam.
settings-segmented = Somas por segmento
settings-segmented-hint = Divide cada arquivo em partes iguais e calcula a soma de cada parte, para que qualquer tipo de soma use todas as threads. O resultado combinado (como um ETag do S3) é diferente da soma padrão.
settings-segment-size = tamanho do segmento
settings-segment-size-hint = O tamanho de cada parte. Partes menores distribuem melhor o trabalho.
settings-reading = Leitura
settings-read-auto = Automática
settings-read-auto-hint = Deixar o Hashdrop escolher: mapear arquivos grandes na memória e ler os pequenos.
settings-read-mmap = Mapeada na memória
settings-read-mmap-hint = O sistema carrega o arquivo na memória enquanto ele é processado. Geralmente o mais rápido para arquivos grandes locais.
settings-read-buffered = Leitura com buffer
settings-read-buffered-hint = Ler o arquivo em partes do tamanho de buffer abaixo. Bom para unidades de rede.
settings-buffer-size = tamanho do buffer
settings-buffer-size-hint = Quanto é lido de cada vez. Buffers maiores significam menos acessos ao disco.
settings-folders = Pastas
settings-recursive = Incluir subpastas
settings-recursive-hint = Ao adicionar uma pasta, processar também os arquivos das pastas dentro dela.
file-menus-heading = Gerenciador de arquivos
file-menus-add = Adicionar o Hashdrop ao menu do meu gerenciador de arquivos
file-menus-add-hint = Coloca “Somas de verificação com o Hashdrop” no menu de contexto do Arquivos do GNOME, Dolphin, Nemo e Thunar, só para a sua conta. Os seus próprios itens de menu são mantidos.
file-menus-added = { $manager }: adicionado.
file-menus-updated = { $manager }: atualizado.
file-menus-already = { $manager }: já estava lá.
file-menus-from-package = { $manager }: já instalado com o pacote do Hashdrop.
file-menus-failed = { $manager }: não adicionado. { $error }
file-menus-uca-unreadable = { $manager }: não adicionado, porque { $path } não pôde ser lido como uma lista de ações. O arquivo ficou como estava.
file-menus-none-found = Nenhum gerenciador de arquivos que o Hashdrop conhece foi encontrado (Arquivos do GNOME, Dolphin, Nemo, Thunar).
file-menus-restart = Feche e abra de novo o gerenciador de arquivos para ver os novos itens.
file-menus-sandboxed = Aqui o Hashdrop roda como Flatpak e, de dentro dele, não pode mudar o menu do seu gerenciador de arquivos. O README explica como adicionar o menu à mão.
file-menus-no-home = A sua pasta pessoal não foi encontrada, então nada foi adicionado.
algo-hint-md5 = Antigo e rápido. Serve para detectar um download corrompido, não para provar quem criou o arquivo. O cálculo é uma única cadeia, então só uma thread pode trabalhar em cada arquivo.
algo-hint-sha1 = Antigo. Como o MD5, só mostra que o arquivo está íntegro; cada arquivo é processado por uma única thread.
algo-hint-sha256 = A soma de verificação mais comum nas páginas de download. Segura; cada arquivo é processado por uma única thread.
algo-hint-sha512 = Segura e mais rápida que SHA-256 em computadores de 64 bits. Cada arquivo é processado por uma única thread.
algo-hint-blake2b = Segura e rápida (o que o b2sum mostra). Cada arquivo é processado por uma única thread.
algo-hint-blake2s = Segura, feita para computadores menores ou de 32 bits. Cada arquivo é processado por uma única thread.
algo-hint-blake2bp = BLAKE2b que divide o trabalho internamente em 4 vias; o resultado é diferente do BLAKE2b.
algo-hint-blake2sp = BLAKE2s que divide o trabalho internamente em 8 vias; o resultado é diferente do BLAKE2s.
algo-hint-blake3 = Moderna e muito rápida. Tem estrutura de árvore, então várias threads podem dividir um arquivo grande e ainda obter o resultado padrão.
algo-hint-crc32 = Uma verificação curta usada por arquivos SFV e zip. Detecta acidentes, não adulterações.
algo-hint-sha224 = SHA-256 reduzida a 224 bits. Segura; cada arquivo é processado por uma única thread.
algo-hint-sha384 = SHA-512 reduzida a 384 bits. Segura; cada arquivo é processado por uma única thread.
algo-hint-sha3 = SHA-3, a família padrão mais nova. Segura, mas mais lenta que SHA-2; cada arquivo é processado por uma única thread.
algo-hint-sm3 = O padrão nacional chinês (GB/T 32905). Segura; cada arquivo é processado por uma única thread.
algo-hint-blake2b-len = BLAKE2b com resultado mais curto (b2sum -l); diferente de um BLAKE2b-512 cortado.
algo-hint-xxhash = Rapidíssima, usada por ferramentas de backup e de cópia. Detecta acidentes, não adulterações.
algo-hint-crc32c = O CRC usado pelo Google Cloud Storage, Amazon S3 e iSCSI. Detecta acidentes, não adulterações.
algo-hint-crc64nvme = O CRC que o Amazon S3 acrescenta a cada objeto. Detecta acidentes, não adulterações.
settings-more-types = Mais tipos

## Soma esperada e veredito

expected-label = Soma de verificação esperada (cole aqui)
expected-hint = ex.: o SHA-256 da página de download, ou as linhas de um arquivo SHA256SUMS
expected-clear = Limpar
expected-clear-hint = Esquecer a soma de verificação esperada
expected-empty = Cole uma soma de verificação (Ctrl+V) para conferir os arquivos com ela. O tipo é reconhecido pelo comprimento.
expected-lines = { $count ->
    [one] { $count } linha de soma de verificação
   *[other] { $count } linhas de somas de verificação
}
names-or = { $first } ou { $last }
list-separator = {", "}
origin-clipboard = {" "}(soma esperada tirada da área de transferência)
origin-listed-at = {" "}(listada em { $name }, linha { $line })
verdict-matches = Confere
verdict-does-not-match = NÃO confere
verdict-all-match = { $count ->
    [one] O arquivo confere
   *[other] Todos os { $count } arquivos conferem
}
verdict-some-differ = { $count } de { $total } arquivos NÃO conferem
verdict-ok-detail = A soma { $algorithm } de { $file } é exatamente a esperada{ $origin }.
verdict-ok-ambiguous = Uma soma desse comprimento pode ser { $names }; é uma soma { $algorithm }.
verdict-tried = {" "}(tentado: { $names })
parts-cut = { $parts ->
    [1] o arquivo inteiro como uma só parte
   *[other] { $parts } partes de { $size }
}
verdict-ok-etag = { $file } corresponde ao ETag multipartes do Amazon S3{ $origin }: { $cut }.
verdict-ok-composite = { $file } corresponde à soma de verificação composta { $algorithm } do Amazon S3{ $origin }: { $cut }.
check-failed-parts = { $file } não dá esta soma de verificação multipartes do Amazon S3 com nenhum dos { $tried } tamanhos de parte testados. É outro arquivo, ou foi enviado em partes de tamanho incomum.
check-failed-parts-count = Nenhum tamanho de parte divide { $file } em tantas partes: não é o arquivo enviado.
row-trying-parts = Testando tamanhos de parte…
row-checking-signature = Verificando a assinatura…
digest-expected = Esperada
digest-actual = Obtida
verdict-weak-note = Observação: uma soma { $algorithm } que confere mostra que o arquivo está íntegro, não quem o publicou. Prefira SHA-256 quando o editor o oferecer.

## The check's headline and the lines under it (docs/verification.md has the table)

check-bad-signature = NÃO use: a assinatura de { $name } não confere
check-bad-signature-detail = { $name } foi alterado depois de assinado. Não use os arquivos que ele lista: baixe { $name } e a assinatura dele de novo no site do editor.
check-mismatch-many-detail = O veredito de cada arquivo está na lista abaixo. Um arquivo que não confere pode estar corrompido, incompleto ou ser outra versão: baixe-o de novo.
check-hashing = { $count ->
    [one] Conferindo 1 arquivo…
   *[other] Conferindo { $count } arquivos…
}
check-needs-algorithms = Conferindo de novo com { $names }…
check-needs-algorithms-detail = A soma esperada pode ser de outro tipo: os arquivos são lidos mais uma vez para descobrir.
check-not-found = Não encontrado: { $name }
check-not-found-many = { $count } arquivos a conferir não foram encontrados
check-not-found-entry-detail = { $list } lista { $name }, mas esse arquivo não está ao lado de { $list }. Solte { $name } aqui para conferi-lo.
check-not-found-file-detail = { $name } não está mais lá: foi movido ou apagado. Solte-o de novo a partir de onde ele está agora.
check-not-found-more = …e mais { $count }.
check-could-not-hash = { $count ->
    [one] Não foi possível ler o arquivo
   *[other] Não foi possível ler { $count } arquivos
}
check-could-not-hash-some = Não foi possível ler { $count } de { $total } arquivos
check-could-not-hash-detail = O motivo aparece ao lado de cada arquivo na lista abaixo.
check-not-listed = { $count ->
    [one] Este arquivo não está na lista de somas
   *[other] { $count } arquivos não estão na lista de somas
}
check-not-listed-detail = Nem o nome nem a soma dele estão em { $lists }, então não há com o que conferi-lo. { $lists } lista { $listed }.
check-match-many-detail = O veredito de cada arquivo está na lista abaixo.
check-awaiting = Agora solte o arquivo a conferir
check-awaiting-detail = Solte o arquivo baixado nesta janela e ele será conferido com a soma esperada.
check-ok-other-name = { $file } é o mesmo arquivo que { $listed } em { $list }, com outro nome.
check-failed-listed = { $file } não é o arquivo que { $list } lista{ $tried }{ $origin }. Ele pode estar corrompido, incompleto ou ser outra versão: baixe-o de novo.
check-failed-typed = { $file } não é o arquivo para o qual a soma { $algorithm } que você informou foi feita{ $tried }. Ele pode estar corrompido, incompleto ou ser outra versão: baixe-o de novo ou confira se informou a soma certa.
check-failed-copied = { $file } não é o arquivo para o qual a soma { $algorithm } que você copiou foi feita{ $tried }. Ele pode estar corrompido, incompleto ou ser outra versão: baixe-o de novo ou confira se copiou a soma certa.
check-from-clipboard = Comparado com a soma que você copiou.
check-dont-use = Não usar
check-dont-use-hint = Esquecer a soma tirada da área de transferência
check-also-lists = { $count ->
    [one] { $list } também lista 1 arquivo que não está aqui.
   *[other] { $list } também lista { $count } arquivos que não estão aqui.
}
trust-unsigned = Não assinado: isso mostra que o arquivo está íntegro, não quem o fez. Para conferir isso também, coloque { $sig } (da mesma página) ao lado de { $list } e solte { $list } de novo.
trust-typed = Comparado com a soma que você informou: ela é tão confiável quanto a página de onde você a copiou.
trust-copied = Comparado com a soma que você copiou: ela é tão confiável quanto a página de onde você a copiou.
row-matches-other-name = Confere (outro nome)
row-bad-signature = Assinatura NÃO confere
row-not-listed = Não listado
row-hashing-again = Conferindo de novo…

## Barra superior

view-hash = Somas e verificar um download
view-compare = Comparar
view-bench = Desempenho
view-bench-hint = Teste de desempenho: o gargalo é o disco ou a CPU?
add-files = Adicionar arquivos…
add-files-hint = Escolher arquivos para calcular (Ctrl+O)
add-folder = Adicionar pasta…
add-folder-hint = Calcular todos os arquivos de uma pasta
open-checksum-file = Abrir arquivo de somas…
open-checksum-file-hint = Conferir cada arquivo listado em um arquivo SHA256SUMS, CHECKSUM, .sha256, .md5 ou .sfv

## Visão principal

expected-from-sums = { $count ->
    [one] Esperada: { $count } soma do arquivo de somas { $name }
   *[other] Esperadas: { $count } somas do arquivo de somas { $name }
}
expected-from-publisher = { $count ->
    [one] Esperada: { $count } soma da lista assinada de { $publisher }
   *[other] Esperadas: { $count } somas da lista assinada de { $publisher }
}
expected-forget = Esquecer
expected-forget-hint = Parar de conferir com este arquivo de somas
getting-ready = Preparando…
live-workers = Threads
live-pieces = Partes de cada arquivo
live-speed = Velocidade ao longo do tempo
empty-title = Solte arquivos ou pastas em qualquer lugar desta janela
empty-body = O Hashdrop calcula as somas de verificação deles. Para conferir um download, cole acima a soma da página dele ou solte o arquivo SHA256SUMS.
empty-keys = Ctrl+O adiciona arquivos · Ctrl+V cola uma soma · Esc interrompe

## Tabela de resultados

results-heading = Resultados · { files-count }
results-clear = Limpar
results-clear-hint = Esquecer estes resultados
results-save = Salvar resultados…
results-copy-all = Copiar tudo
results-copy-all-hint = Copiar todas as somas como linhas que sha256sum -c e o Hashdrop conseguem conferir
results-copy = Copiar
results-copy-hint = Copiar esta soma
column-file = Arquivo
column-size = Tamanho
column-type = Tipo
column-checksum = Soma de verificação
column-check = Conferência

## Progresso

eta-seconds = faltam cerca de { $s } s
eta-minutes = faltam cerca de { $min } min { $s } s
eta-hours = faltam cerca de { $h } h { $min } min
duration-under = menos de { $s } s
duration-seconds = { $s } s
progress-listing = Procurando arquivos… { $count } encontrados
progress-cancelled = Cancelado · { $done } de { $total ->
    [one] { $total } arquivo
   *[other] { $total } arquivos
} concluídos
progress-done = Concluído · { $files } · { $size } em { $time } · { $rate }
progress-done-instant = Concluído · { $files } · { $size } em { $time }
progress-running = { $done } de { $total } · { $percent }% · { $rate }
progress-paused = pausado
progress-resume = Continuar
progress-resume-hint = Continuar calculando
progress-pause = Pausar
progress-pause-hint = Parar por enquanto e continuar depois
progress-cancel = Cancelar
progress-cancel-hint = Parar o cálculo (Esc). Os arquivos concluídos são mantidos.
worker-name = Thread { $n }
worker-piece = { $name } — parte { $n } de { $total }
worker-pieces = { $name } — partes { $first }–{ $last } de { $total }, lado a lado
worker-idle = ociosa

## Soltar arquivos

drop-compare-one = Solte para comparar isto
drop-compare-two = Solte para comparar estes dois
drop-compare-many = Solte dois arquivos ou pastas para compará-los (os dois primeiros serão usados)
drop-check-listed = Solte para conferir os arquivos listados em { $name }
drop-hash-these = Solte para calcular estes arquivos
drop-hash-check-these = Solte para calcular e conferir estes arquivos
drop-hash-named = Solte para calcular “{ $name }”
drop-hash-check-named = Solte para calcular e conferir “{ $name }”
drop-hash-count = { $count ->
    [one] Solte para calcular 1 arquivo
   *[other] Solte para calcular { $count } arquivos
}
drop-hash-check-count = { $count ->
    [one] Solte para calcular e conferir 1 arquivo
   *[other] Solte para calcular e conferir { $count } arquivos
}
drop-bench = Solte um arquivo para medir o desempenho com ele (ele só é lido)

## Desempenho: configuração

bench-algorithms = Algoritmos
bench-algorithm-hint = Medir este algoritmo.
bench-algorithm-weak-hint = Rápido, mas só serve para detectar danos acidentais, não adulterações.
bench-threads-heading = Threads
bench-threads-hint = Quantas threads calculam ao mesmo tempo. Mais threads só ajudam quando o limite é a CPU, não o disco.
bench-threads = { $count ->
    [one] { $count } thread
   *[other] { $count } threads
}
bench-reading-heading = Leitura do arquivo
bench-io-mmap = mmap
bench-io-buffered = buffer de { $size }
bench-mmap-hint = mmap: o arquivo é mapeado na memória e o sistema o lê enquanto ele é processado, sem copiá-lo para um buffer.
bench-buffered-hint = buffer: o arquivo é lido { $size } por vez em um buffer e depois processado. Buffers pequenos significam muito mais leituras.
bench-mode-heading = Modo
bench-standard-word = padrão
bench-segmented-word = por segmento
bench-standard-hint = padrão: a soma de verificação usual do arquivo inteiro, a que os sites publicam. Só o BLAKE3 consegue usar várias threads nela.
bench-segmented-hint = por segmento: cada thread lê e processa sua própria parte do arquivo (partes de 8 MiB); as somas das partes são combinadas. Mais rápido com threads, mas uma soma diferente da usual.
bench-repeat-heading = Repetições
bench-repeat-hint = Cada combinação é cronometrada esse número de vezes; a tabela mostra o tempo do meio (mediana). Mais rodadas dão números mais estáveis.
bench-repeat-unit = rodadas de cada
bench-data-heading = Dados
bench-generated = Dados de teste gerados
bench-generated-hint = Bytes aleatórios gravados em um arquivo temporário, apagado depois.
bench-generated-data = { $size } de dados gerados
bench-quick-try = { $size } (teste rápido)
bench-size-hint = Mais dados dão números mais confiáveis, mas demoram mais.
bench-your-file = Um arquivo seu
bench-your-file-hint = Medir com um arquivo real; ele só é lido, nunca alterado.
bench-choose-file = Escolher arquivo…
bench-choose-file-hint = Escolher um arquivo para medir (ele só é lido)
bench-file-chosen = O arquivo escolhido
bench-peers = Incluir outras ferramentas (md5sum, b3sum…)
bench-peers-hint = Cronometrar também os programas de soma de verificação instalados neste computador com os mesmos dados, para comparar o Hashdrop.
bench-plan = { $cells ->
    [one] { $cells } combinação
   *[other] { $cells } combinações
} × { $runs } rodadas com { $data }
bench-missing-algorithm = Marque pelo menos um algoritmo.
bench-missing-threads = Marque pelo menos um número de threads.
bench-missing-reading = Marque pelo menos um modo de leitura.
bench-missing-mode = Marque pelo menos um modo.
bench-missing-file = Escolha um arquivo ou meça com dados gerados.

## Desempenho: medição

bench-intro = Mede a velocidade com que este computador lê e processa dados, em cada combinação escolhida à esquerda, e diz o que o limita.
bench-run = Executar teste
bench-run-hint = Começar a medir com as escolhas à esquerda
bench-cancel-hint = Parar agora; o que já foi medido é mantido (Esc)
bench-export = Exportar { $format }…
bench-export-csv-hint = Uma linha por combinação, para uma planilha
bench-export-json-hint = Tudo o que foi medido, para programas
bench-export-md-hint = Um relatório para colar em uma issue ou wiki
bench-error = Não foi possível executar o teste: { $error }
bench-empty = Escolha à esquerda o que medir e clique em “{ $run }”. O padrão leva alguns minutos; “{ $quick }” com um algoritmo leva segundos.
bench-stopping = Parando…
bench-status-checking-file = Verificando o arquivo…
bench-status-preparing = Preparando { $size } de dados de teste…
bench-status-reads = Medindo a velocidade com que o disco lê os dados (a frio e da memória)…
bench-status-memory = Medindo a velocidade do { $algorithm } com dados já na memória…
bench-status-memory-all = Medindo a velocidade de cada algoritmo com dados já na memória…
bench-status-warmup = rodada de aquecimento
bench-status-run = rodada { $n } de { $total }
bench-status-step = { $n } de { $total }: { $cell }, { $run }
bench-status-peers = Cronometrando outras ferramentas: { $tool }
bench-status-finishing = Finalizando…

## Desempenho: resultados

bench-cancelled = Cancelado: { $done } de { $total } combinações foram medidas.
bench-verdict-heading = O que limita este computador
bench-bound-cpu = limitado pela CPU
bench-bound-io = limitado pelo disco
bench-bound-unknown = gargalo desconhecido
bench-chart-heading = Velocidade de cada combinação (MB/s, mais alto é mais rápido)
bench-chart-x = combinações, na ordem em que foram medidas (passe o mouse sobre uma barra)
bench-results-heading = Resultados
bench-col-algorithm = Algoritmo
bench-col-threads = Threads
bench-col-reading = Leitura
bench-col-reading-hint = mmap: mapeado na memória; buffer: lido uma parte por vez
bench-col-mode = Modo
bench-col-mode-hint = por segmento: cada thread processa sua própria parte do arquivo
bench-col-median = Mediana
bench-col-median-hint = O valor do meio das rodadas cronometradas
bench-col-spread = Mais lenta – mais rápida
bench-col-spread-hint = A variação entre as rodadas cronometradas
bench-col-speedup = Aceleração
bench-col-speedup-hint = Comparada com a mesma combinação em uma thread
bench-col-of-best = Da melhor
bench-col-of-best-hint = A velocidade desta combinação como fração da mais rápida
bench-percent = { $percent }%
bench-peers-heading = Outras ferramentas com os mesmos dados
bench-col-tool = Ferramenta
bench-col-vs-1-thread = O Hashdrop é (1 thread)
bench-col-vs-same-threads = O Hashdrop é (mesmas threads)
bench-times-its-speed = ×{ $ratio } a velocidade dela
bench-seed-heading = O experimento original (celulares de 2014)
bench-seed-intro = As anotações que deram origem a este recurso: celulares de 2014 processando um arquivo de 460 MB e um desktop FreeBSD por tamanho de buffer. Menos segundos é mais rápido.
bench-col-device = Aparelho
bench-col-conditions = Condições
bench-col-seconds = Segundos
bench-col-note = Observação

## Desempenho: frases do veredito

bench-v-measured = {" "}(medido na matriz: { $speedup }×)
bench-v-every-core = {" "}({ $rate } com todos os núcleos na memória)
bench-v-splits = ele se divide dentro de um arquivo, então mais threads ajudam{ $all }{ $measured }
bench-v-segmented-scales = ; a soma por segmento (uma soma diferente, como um ETag do S3) escala, sim{ $measured }
bench-lanes-toggle = Faixas SIMD
bench-lanes-hint = Faixas SIMD: medir também a soma por segmento um segmento por vez e com { $lanes } segmentos calculados lado a lado em um núcleo, para ver quanto ganha a unidade vetorial deste processador.
bench-lanes = { $lanes ->
    [1] um segmento por vez
   *[other] { $lanes } faixas ({ $kernel })
}
bench-v-lanes = Em um núcleo, calcular { $lanes } segmentos lado a lado em faixas SIMD ({ $kernel }) torna a soma por segmento { $speedup }× mais rápida do que um segmento por vez ({ $fast } contra { $slow }): um único fluxo { $name } não consegue usar a unidade vetorial, porque cada passo depende do anterior, mas { $lanes } segmentos independentes conseguem.
bench-v-lanes-capped = {" "}Isso está perto do que o cache de páginas entrega ({ $warm }): a leitura, não o cálculo, limita o ganho.
bench-v-lanes-no-gain = Calcular { $lanes } segmentos lado a lado em faixas SIMD ({ $kernel }) não acelerou a soma por segmento aqui ({ $speedup }×).
bench-v-chain = a soma padrão dele é uma cadeia, então mais threads não aceleram um arquivo{ $measured }; ajudam com vários arquivos{ $segmented }
bench-v-cpu = { $name } é limitado pela CPU aqui: um núcleo calcula { $hash }, menos do que o disco entrega a frio ({ $cold }); { $threads }.
bench-v-io = { $name } é limitado por E/S aqui: calcula { $hash } em um núcleo e o disco entrega { $cold } a frio, então mais threads em um arquivo não vão ajudar; um disco mais rápido ajudaria.{ $cached }
bench-v-io-cached-cpu = {" "}Quando o arquivo está no cache de páginas ({ $warm }), o cálculo passa a ser o limite.
bench-v-io-cached-io = {" "}Mesmo a partir do cache de páginas ({ $warm }) a leitura é o limite.
bench-v-not-measured = não medida
bench-v-unknown = { $name }: a velocidade do disco é desconhecida ({ $why }).{ $cached }
bench-v-unknown-cached-cpu = {" "}Com o arquivo em cache, a leitura entrega { $warm } e um núcleo calcula { $hash }: o cálculo é o limite para um arquivo em cache, e { $threads }.
bench-v-unknown-cached-io = {" "}Com o arquivo em cache, a leitura entrega { $warm } e um núcleo calcula { $hash }: a leitura é o limite mesmo para um arquivo em cache.
bench-v-unknown-memory = {" "}Um núcleo calcula { $hash } na memória.
bench-s-cancelled = Cancelado antes de as leituras serem medidas: sem veredito.
bench-s-reads = O disco entrega { $cold } a frio, o cache de páginas { $warm } a quente.
bench-s-reads-no-disk = O cache de páginas entrega { $warm } a quente; não foi possível medir o disco: { $note }.
bench-s-cpu = Limitados pela CPU: { $names }.
bench-s-io = Limitados por E/S: { $names }.
bench-s-threads-help = Mais threads aceleram um arquivo com: { $names }.
bench-s-busy = O computador estava ocupado (carga média { $load } em { $cores } núcleos no início): números com mais de uma thread subestimam o que núcleos livres dariam.

## Assinaturas

sig-good-bundled = Assinado por { $name }, uma chave que o Hashdrop conhece (impressão digital { $fingerprint }).
sig-good-added = Assinado por { $name }, uma chave que você adicionou (impressão digital { $fingerprint }).
sig-good-added-on = Assinado por { $name }, uma chave que você adicionou em { $date } (impressão digital { $fingerprint }).
sig-bad = A assinatura NÃO confere: este arquivo de somas foi alterado depois de assinado. Não o use.
sig-unknown-key = NÃO verificada: o Hashdrop não tem a chave que esta assinatura indica. A assinatura diz ter sido feita com a chave { $fingerprint }: isso é só o que ela afirma, e o Hashdrop não verificou. Adicione a chave do editor para verificá-la.
sig-good-sigstore = Assinado por { $name } com Sigstore ({ $issuer } garantiu esta identidade), um signatário que o Hashdrop conhece.
sig-unknown-sigstore = NÃO verificada: a assinatura é válida, mas indica { $identity } (garantido por { $issuer }), que o Hashdrop não conhece como signatário deste editor. Qualquer pessoa pode assinar com o próprio nome: compare com a identidade no site do editor.
sig-rejected = Assinado por { $name }, mas a assinatura não é confiável: { $problem }. Esta soma só mostra que o arquivo está íntegro.
sig-unreadable = Não foi possível ler a assinatura ({ $reason }): esta soma só mostra que o arquivo está íntegro.
sig-unsigned = Não assinado: esta soma só mostra que o arquivo está íntegro.
sig-found-unreadable = Uma assinatura foi encontrada, mas não pôde ser lida ({ $why }): esta soma só mostra que o arquivo está íntegro.

## Arquivos de somas

parse-unrecognised = Não é uma soma de verificação que o Hashdrop conheça ({ $reason }). Cole a própria soma ou linhas de um arquivo de somas.
sums-empty = { $name } não lista nenhuma soma que o Hashdrop consiga ler.
load-open = Não foi possível abrir { $name }: { $error }
load-read = Não foi possível ler { $name }: { $error }
load-too-large = { $name } é grande demais para ser um arquivo de somas.
load-not-text = { $name } não pode ser lido como arquivo de somas: { $error }
sums-note-malformed = { $count ->
    [one] { $count } linha do arquivo de somas não pôde ser lida e foi ignorada.
   *[other] { $count } linhas do arquivo de somas não puderam ser lidas e foram ignoradas.
}
sums-note-duplicate = { $name } aparece mais de uma vez (linhas { $lines }); cada linha é conferida.
sums-note-outside = { $count ->
    [one] { $count } arquivo listado está fora da pasta do arquivo de somas; confira se isso era esperado.
   *[other] { $count } arquivos listados estão fora da pasta do arquivo de somas; confira se isso era esperado.
}
reading-file = Lendo { $name }…
segments-label = { $name } · segmentos de { $size }
threads-failed = não foi possível iniciar as threads de cálculo: { $error }

## Diálogos de arquivo e salvamento

dialog-add-files = Adicionar arquivos
dialog-add-folder = Adicionar pasta
dialog-checksum-file = Abrir um arquivo de somas (SHA256SUMS, .md5, .sfv…)
dialog-compare = Escolher um arquivo para comparar
dialog-bench = Escolher um arquivo para o teste de desempenho (ele só é lido)
dialog-save-results = Salvar resultados
dialog-save-bench = Salvar o teste de desempenho
dialog-failed = Não foi possível abrir a janela de arquivos: { $error }
save-cancelled = Não salvo.
save-failed = Não foi possível salvar { $name }: { $error }
saved = { $name } salvo
export-gnu = Arquivo de somas (estilo sha256sum)
export-bsd = Arquivo de somas (estilo BSD)
export-csv = Planilha (CSV)

## Chaves

keys-heading = Chaves adicionadas
keys-none = Nenhuma. Solte aqui o arquivo de chave (.asc, .pub) de um editor para confiar nas assinaturas dele.
keys-remove = Remover
keys-remove-hint = Deixar de confiar nas assinaturas feitas com esta chave
key-added = A chave de { $name } foi adicionada (impressão digital { $fingerprint }): arquivos de somas assinados por ela agora contam como assinados por uma chave que você adicionou.
key-add-failed = Não foi possível guardar a chave em { $name }: { $error }
key-remove-failed = Não foi possível remover a chave de { $name }: { $error }
key-offer-heading = Confiar na chave de { $name }?
key-offer-user = { $name } <{ $email }>
key-offer-fingerprint = Impressão digital:
key-offer-dates = Criada em { $created }, expira em { $expires }.
key-offer-dates-expired = Criada em { $created }, expirou em { $expires }.
key-offer-dates-no-expiry = Criada em { $created }, nunca expira.
key-offer-compare = Compare esta impressão digital com a do site do publicador antes de adicioná-la.
key-offer-look-alike = Esta não é a chave com que { $publisher } assina. Ela usa o nome da chave de { $publisher }, mas a impressão digital é outra: qualquer pessoa pode criar uma chave com qualquer nome.
key-offer-bundled = Esta é a chave de { $publisher }, que o Hashdrop já conhece.
key-offer-known = O Hashdrop já confia nesta chave: não há nada a adicionar.
key-offer-add = Adicionar
key-offer-cancel = Cancelar
key-offer-close = Fechar
key-offer-too-many = Há arquivos de chave demais esperando resposta: { $name } não foi aberto.
key-declined = A chave de { $name } não foi adicionada.

## Partes e gráfico de velocidade

piece-waiting = aguardando
piece-active = sendo processada pela thread { $worker }
piece-done = concluída
piece-failed = falhou
piece-one = Parte { $n } de { $total }: { $state }
piece-range = Partes { $first }–{ $last } de { $total }: { $state }
piece-differs = { $label } (diferente)
legend-active = sendo processada (cor da thread)
graph-seconds = segundos
graph-total = total

## Assinaturas do próprio arquivo e assinaturas soltas

sig-file-released = Este é o arquivo que o autor publicou.
sig-file-bad = A assinatura NÃO confere: este arquivo foi alterado depois de assinado, ou a assinatura é de outro arquivo. Não o use.
sig-file-rejected = Assinado por { $name }, mas a assinatura não é confiável: { $problem }.
sig-file-unreadable = Não foi possível ler a assinatura ({ $reason }).
sig-not-a-signature = incompleta, danificada ou não é uma assinatura
sig-file-heading = Assinatura de { $name }
signature-orphan = { $name } é uma assinatura, mas o arquivo que ela assina não está ao lado dela. Solte a assinatura junto com esse arquivo, ou solte primeiro o arquivo de somas.
dialog-compare-folder = Escolher uma pasta para comparar
dialog-save-comparison = Salvar a comparação
dialog-save-checksums = Salvar um arquivo de somas

## Comparar

compare-intro = Solte dois arquivos, duas pastas, ou uma pasta e seu arquivo de somas (um de cada lado) para ver se são exatamente iguais.
compare-back = ⬅ Voltar à comparação de pastas
compare-folder-algorithm = Tipo de soma de verificação para comparar os arquivos:
compare-folder-algorithm-hint = Qualquer tipo encontra os arquivos que mudaram. BLAKE3 é o mais rápido; SHA-256 é o que a maioria das outras ferramentas lê.
compare-quick = Modo rápido
compare-quick-hint = Arquivos com o mesmo tamanho e a mesma data de modificação nos dois lados contam como iguais sem serem lidos. Mais rápido, mas uma alteração que manteve o tamanho e a data passa despercebida.
compare-something-else = Comparar outra coisa
compare-slot-first = Primeiro
compare-slot-second = Segundo
compare-first-folder = Primeira pasta
compare-second-folder = Segunda pasta
compare-checksum-file = Arquivo de somas
compare-folder = Pasta
compare-listed = Conforme o arquivo de somas
compare-drop-here = Solte aqui um arquivo ou uma pasta
compare-choose-file = Escolher arquivo…
compare-choose-folder = Escolher pasta…
compare-same = ✔ Iguais
compare-same-detail = Cada byte dos dois arquivos é idêntico.
compare-different = ✖ Diferentes
compare-file-error-first = ⚠ O primeiro arquivo: { $error }
compare-file-error-second = ⚠ O segundo arquivo: { $error }
compare-running = ⏳ Comparando…
compare-pieces-differ = { $differing ->
    [one] { $differing } de { $total } partes de { $size } é diferente (contorno vermelho).
   *[other] { $differing } de { $total } partes de { $size } são diferentes (contorno vermelho).
}
compare-cannot-start = Não é possível começar a comparar: { $error }
compare-unreadable-path = Não é possível ler { $name }: { $error }
compare-save = Salvar:
compare-save-csv = Relatório (CSV)…
compare-save-json = Relatório (JSON)…
compare-save-sums-first = Somas da primeira pasta…
compare-save-sums-second = Somas da segunda pasta…
compare-save-sums-folder = Somas da pasta…

## Comparação de pastas

audit-listing = ⏳ Listando os arquivos dos dois lados…
audit-stop = Parar
audit-stop-hint = Parar de ler arquivos (Esc)
audit-side-progress = { $side }: { $done } de { $total ->
    [one] { $total } arquivo
   *[other] { $total } arquivos
} · { $size_done } de { $size_total }
audit-identical = { $count ->
    [one] Iguais: { $count } arquivo ({ $size })
   *[other] Iguais: { $count } arquivos ({ $size })
}
audit-different = Diferentes: { $parts }
audit-count-changed = { $count ->
    [one] { $count } alterado
   *[other] { $count } alterados
}
audit-count-missing = { $count ->
    [one] { $count } ausente
   *[other] { $count } ausentes
}
audit-count-new = { $count ->
    [one] { $count } novo
   *[other] { $count } novos
}
audit-count-moved = { $count ->
    [one] { $count } movido
   *[other] { $count } movidos
}
audit-count-unreadable = { $count ->
    [one] { $count } ilegível
   *[other] { $count } ilegíveis
}
audit-tab = { $category } ({ $count })
audit-tab-matched = Idênticos
audit-tab-changed = Alterados
audit-tab-moved = Movidos
audit-tab-new = Novos
audit-tab-missing = Ausentes
audit-tab-duplicates = Duplicados
audit-tab-unreadable = Ilegíveis
audit-tab-skipped = Ignorados
audit-stopped = Interrompido antes do fim: os arquivos não alcançados aparecem como ilegíveis.
audit-search = Buscar:
audit-search-hint = parte de um nome de arquivo
audit-nothing = Nada aqui.
audit-where-differ = Onde eles diferem?
audit-where-differ-hint = Abrir os dois arquivos lado a lado
audit-size-unknown = tamanho desconhecido
audit-duplicates-first = { $count ->
    [one] { $count } cópia na primeira pasta: { $names }
   *[other] { $count } cópias na primeira pasta: { $names }
}
audit-duplicates-second = { $count ->
    [one] { $count } cópia na segunda pasta: { $names }
   *[other] { $count } cópias na segunda pasta: { $names }
}
audit-problem-first = { $name } (primeira pasta): { $reason }
audit-problem-second = { $name } (segunda pasta): { $reason }
audit-skip-fifo = um pipe nomeado (FIFO); lê-lo poderia esperar para sempre
audit-skip-socket = um socket, não um arquivo
audit-skip-device = um dispositivo, não um arquivo comum
audit-skip-symlink = um link simbólico (links não são seguidos dentro de pastas)
audit-skip-dangling = um link simbólico para algo que não existe
audit-compared-by = Comparadas pela soma { $algorithms }.
audit-quick-caveat = Modo rápido: arquivos com o mesmo tamanho e a mesma data nos dois lados foram contados como iguais sem serem lidos.
audit-could-not-start = Não foi possível iniciar a comparação: { $error }
audit-folder-unreadable = Não é possível ler a pasta { $name }: { $error }
audit-not-a-folder = { $name } não é uma pasta.
audit-listing-unreadable = Não é possível ler o arquivo de somas { $name }: { $error }
audit-listing-empty = { $name } não contém somas. Compare uma pasta com outra pasta, ou com seu arquivo de somas (SHA256SUMS, *.md5, uma lista do hashdeep…).

error-not-found = Não encontrado: o arquivo foi movido ou apagado.
error-permission = Permissão negada: o Hashdrop não pode ler este arquivo.
error-is-folder = Isto é uma pasta: adicione-a como pasta para verificar os arquivos dentro dela.
error-skipped = Ignorado: { $reason }.
error-open = Não é possível abrir: { $error }.
error-read = Não foi possível ler até o fim: { $error }.
error-changed = Mudou enquanto era lido ({ $what }): verifique de novo quando nada mais estiver gravando nele.
error-too-many-segments = Pedaços demais ({ $segments }): escolha um tamanho de pedaço de pelo menos { $size } para este arquivo.
error-too-short = Curto demais: { $len }, menos que os { $wanted } pedidos.
error-cancelled = Parado antes de terminar.
error-internal = O Hashdrop teve um erro interno neste arquivo (os outros não foram afetados): { $detail }
error-task-failed = O Hashdrop teve um erro interno e esta etapa não terminou. Nada foi alterado; tente novamente.
error-task-failed-check = O Hashdrop teve um erro interno ao verificá-la; tente novamente
change-replaced = outro arquivo tomou o seu lugar
change-size = o tamanho mudou de { $from } para { $to }
change-modified = foi modificado
change-deleted = foi apagado
change-ended-early = terminou após { $at } em vez de { $expected }
change-truncated = ficou menor enquanto era lido
trust-error-too-large = é grande demais para ser real (mais de { $limit })
trust-error-malformed = está danificada ou cortada: não são dados OpenPGP válidos
trust-error-bad-format = não é uma assinatura nem uma chave { $format } válida
trust-error-no-signature = o arquivo não contém nenhuma assinatura
trust-error-no-key = o arquivo de chave não contém nenhuma chave pública OpenPGP
trust-error-not-clear-signed = o arquivo não está assinado
trust-error-missing-block = o bloco de assinatura está ausente ou cortado
trust-error-several-blocks = contém { $count } mensagens assinadas, e só é aceito um arquivo com uma
trust-error-armour-header = tem uma linha de cabeçalho inesperada na mensagem assinada: { $header }
io-not-found = não existe mais
io-permission = permissão negada
io-timed-out = o dispositivo parou de responder
io-ended-early = terminou antes do esperado
io-disk-error = o disco informou um erro de leitura
io-device-gone = a unidade foi removida
io-share-gone = o compartilhamento de rede não está mais lá

## Appearance, options and names for screen readers

settings-appearance = Aparência
settings-theme-system = Como o sistema
settings-theme-light = Claro
settings-theme-dark = Escuro
top-options = Opções
top-options-hint = Tipos de soma de verificação, threads, leitura dos arquivos, aparência e suas chaves
language-menu-name = Idioma: { $name }
results-copy-name = Copiar o { $algorithm } de { $file }
compare-second-longer = O segundo arquivo é o primeiro com { $bytes } bytes a mais no fim.
compare-first-longer = O primeiro arquivo é o segundo com { $bytes } bytes a mais no fim.
segments-summary = { $done } de { $total } partes prontas
graph-summary = { $now } agora, pico { $peak }
audit-why-size = tamanhos diferentes, { $a } e { $b }
audit-why-content = mesmo tamanho, conteúdo diferente
audit-why-content-at = mesmo tamanho, conteúdo diferente a partir do byte { $offset }
audit-why-longer-first = a cópia da primeira pasta é a outra com { $bytes } bytes a mais no fim
audit-why-longer-second = a cópia da segunda pasta é a outra com { $bytes } bytes a mais no fim
audit-hint-matched = O mesmo arquivo, com o mesmo conteúdo, em { $a } e em { $b }
audit-hint-changed = Em { $a } e { $b } com o mesmo nome, mas com conteúdo diferente
audit-hint-moved = O mesmo conteúdo nos dois, com outro nome ou pasta em { $b }
audit-hint-new = Só em { $b }: arquivos que { $a } não tem
audit-hint-missing = Só em { $a }: arquivos que { $b } não tem
audit-hint-duplicates = Arquivos com o mesmo conteúdo mais de uma vez em um lado
audit-hint-unreadable = Arquivos que não puderam ser lidos, com o motivo
audit-hint-skipped = O que não são arquivos comuns (links, pipes, dispositivos), deixado de fora
bench-quick = Teste rápido (alguns segundos)
bench-quick-hint = Mede SHA-256 e BLAKE3 com 128 MiB, com uma thread e com todas, e diz se o limite é o disco ou o processador
bench-lead-disk = Seu disco é o limite: a leitura, não a verificação, define a velocidade.
bench-lead-cpu = Seu processador é o limite: ele verifica mais devagar do que o disco lê.
expected-forget-name = Parar de verificar com { $name }
keys-remove-name = Deixar de confiar na chave de { $name }

# A folded section of choices for the few who need them.
advanced = Avançado

## Checking a USB stick or SD card against the image written to it
drive-check-button = Verificar um pendrive ou cartão SD…
drive-title = Verificar um pendrive ou cartão SD
drive-close = Fechar
drive-image = Imagem: { $name } ({ $size })
drive-looking = Procurando pendrives e cartões SD…
drive-none = Nenhum pendrive ou cartão SD com espaço para esta imagem foi encontrado. Conecte um e procure de novo.
drive-choose = Em qual unidade a imagem foi gravada?
drive-too-small-hidden = { $count ->
    [one] Mais uma unidade é menor que a imagem: a imagem não cabe nela.
   *[other] Mais { $count } unidades são menores que a imagem: a imagem não cabe nelas.
}
drive-refresh = Procurar de novo
drive-read-only = A unidade só é lida, nunca gravada.
drive-reading = Lendo { $drive }…
drive-progress = { $done } de { $total } · { $speed }
drive-left-seconds = faltam cerca de { $n } s
drive-left-minutes = faltam cerca de { $n } min
drive-stop = Parar
drive-verdict-good = { $kind ->
    [card] Este cartão SD
   *[stick] Este pendrive
} contém exatamente { $name } ({ $size }): a gravação está correta.
drive-verdict-bad = { $kind ->
    [card] Este cartão SD
   *[stick] Este pendrive
} não contém exatamente { $name }.
drive-verdict-bad-where = A primeira diferença está no byte { $offset } ({ $hex }); { $count ->
    [one] um pedaço de { $size } é diferente.
   *[other] { $count } pedaços de { $size } são diferentes.
}
drive-verdict-bad-next = { $kind ->
    [card] Grave a imagem de novo; se falhar outra vez, tente outro cartão.
   *[stick] Grave a imagem de novo; se falhar outra vez, tente outro pendrive.
}
drive-too-small = A unidade ({ $drive }) é menor que a imagem ({ $image }): a imagem não cabe nela.
drive-cannot-read = Não é possível ler a unidade: { $error }
drive-image-cannot-read = Não é possível ler a imagem: { $error }
drive-unknown-model = Unidade desconhecida
drive-entry = { $model }, { $size } ({ $name })
drive-opening = Abrindo { $drive }… O sistema pode pedir sua senha.
drive-access-denied = O sistema não permitiu que o Hashdrop lesse { $drive }, então nada foi verificado. Tente de novo e digite sua senha quando o sistema pedir.
drive-access-cancelled = A leitura de { $drive } foi cancelada no pedido de senha do sistema, então nada foi verificado. Tente de novo para que a senha seja pedida outra vez.
drive-access-no-udisks = Para ler { $drive }, o Hashdrop pede ao serviço de discos do sistema (UDisks2), que este sistema não tem. Instale o pacote udisks2 e tente de novo.
drive-access-unknown = O serviço de discos do sistema não conhece { $drive }. Conecte-o de novo e procure outra vez.
drive-access-failed = O serviço de discos do sistema não conseguiu abrir { $drive }: { $error }
stick-check-button = Verificar um pendrive sem a imagem…
stick-title = Verificar um pendrive ou cartão SD sem a imagem
stick-intro = Escolha o pendrive e solte a lista de somas de verificação do editor (como SHA256SUMS, com a assinatura, se tiver). O Hashdrop descobre qual imagem da lista está no pendrive; o arquivo da imagem não é necessário.
stick-no-drive = Nenhum pendrive ou cartão SD foi encontrado. Conecte um e procure outra vez.
stick-choose = Qual unidade você quer verificar?
stick-drive = Unidade: { $drive }
stick-drop-list = Solte aqui a lista de somas de verificação do editor (SHA256SUMS ou parecida), com a assinatura, se tiver.
stick-stopped = Interrompido: a unidade não foi verificada e nada nela foi alterado.
stick-other-drive = Escolher outra unidade
stick-choose-list = Escolher a lista…
dialog-stick-list = Escolha a lista de somas de verificação do editor (e a assinatura, se tiver)
stick-try-again = Tentar de novo
stick-searching = Lendo a unidade desde o início, procurando uma imagem da lista…
stick-read-so-far = { $done } lidos (a unidade tem { $total }; a leitura para assim que a resposta é certa)
stick-list-unusable = Esta lista não serve para encontrar uma imagem numa unidade: { $error }
stick-holds = { $kind ->
    [card] Este cartão SD
   *[stick] Este pendrive
} contém exatamente { $name } ({ $size }), como consta em { $list }.
stick-list-changed = { $list } foi alterado depois de assinado: não confie no que ele diz.
stick-none = { $kind ->
    [card] Este cartão SD não contém
   *[stick] Este pendrive não contém
} nenhuma das imagens listadas em { $list }.
stick-none-structure = { $layout ->
    [iso] Pelo seu volume ISO 9660
    [gpt] Pela sua tabela de partições GPT
   *[mbr] Pela sua tabela de partições MBR
}, a imagem nele termina após { $size }, e nenhuma soma da lista corresponde: um byte foi alterado, ou é outra imagem.
stick-none-searched = Os primeiros { $size } foram lidos, e nenhuma imagem da lista começa nele.

## verdict (signatures inside the verdict, typed checksums, clipboard)
sig-add-key = Adicionar a chave do editor…
sig-add-key-hint = Escolha o arquivo de chave do editor (.asc, .gpg, .pub, .key). Você verá a impressão digital e decidirá se confia nela.
check-signature-not-checked = { $count ->
    [one] A assinatura de { $name } NÃO foi verificada
   *[other] { $count } assinaturas NÃO foram verificadas
}
check-signature-not-checked-detail = Nada mais diz se { $names } é o arquivo que o editor assinou. Adicione a chave do editor para verificar a assinatura, ou compare o arquivo com o checksum da página do editor.
check-signature-unreadable-detail = Nada mais diz se { $names } é o arquivo que o editor assinou, e adicionar uma chave não ajudaria: baixe a assinatura de novo, ou compare o arquivo com o checksum da página do editor.
check-match-unchecked = { $count ->
    [one] Confere, mas a assinatura NÃO foi verificada
   *[other] { $count } arquivos conferem, mas uma assinatura NÃO foi verificada
}
verdict-signed = { $count ->
    [one] Assinado pelo editor
   *[other] Todos os { $count } arquivos estão assinados pelos editores
}
check-bad-file-signature-detail = { $name } foi alterado depois de assinado, ou a assinatura é de outro arquivo. Não o use: baixe-o de novo no site do editor.
row-signed = Assinado
row-signature-not-checked = Assinatura não verificada
expected-incomplete = { $have } de { $want } caracteres: { $missing ->
    [one] falta um ou sobra um
   *[other] faltam { $missing }
}
expected-too-long = { $have } caracteres: { $extra ->
    [one] sobra um
   *[other] sobram { $extra }
} para um checksum { $algorithm } ({ $want })
expected-press-enter = Pressione Enter quando o checksum inteiro estiver aí.
expected-looks-like-one = Parece um checksum { $algorithm }
expected-which-types = Que tipos poderia ser?
expected-could-be = Pode ser { $names } ({ $chars } caracteres). Todos são testados.
clipboard-offer = Há um checksum na área de transferência ({ $start }…): comparar os arquivos com ele?
clipboard-offer-use = Comparar com ele
clipboard-offer-no = Não
## ui (compare drive, file chooser, plain words)
compare-differ-at = Eles diferem no byte { $byte }; todos os bytes anteriores são iguais.
compare-details = Detalhes
compare-differ-offset = Posição { $hex } ({ $offset } bytes desde o início, contando a partir de 0 como os editores hexadecimais).
bench-lead-split = Seu processador é o limite para { $cpu }; seu disco é o limite para { $io }.
chooser-missing = Este ambiente não consegue abrir um seletor de arquivos. Para escolher arquivos como de costume, instale xdg-desktop-portal-gtk (ou zenity); enquanto isso, digite o caminho abaixo ou arraste arquivos para a janela.
chooser-path = Caminho
chooser-open = Abrir
chooser-cannot-list = Não é possível listar { $name }: { $error }
## io (safe saving, progress)

# The progress of a file whose size is not known (a device such as /dev/zero says 0 bytes): what was read so far and the speed.
progress-running-unknown = { $done } lidos · { $rate }
## keys (multi-key files, key list)
key-offer-heading-several = { $name } contém { $count } chaves. Confiar em quais delas?
key-offer-several = Um arquivo pode conter a chave de qualquer pessoa com qualquer nome. Adicione apenas as chaves cuja impressão digital você comparou com a do site do distribuidor.
key-offer-number = Chave { $number } de { $count }
key-offer-add-this = Adicionar esta chave
key-offer-add-named = Adicionar a chave com a impressão digital { $fingerprint }
key-offer-added = Adicionada.
key-declined-rest = As outras chaves de { $name } não foram adicionadas ({ $count }).
key-file-unreadable = { $name } não é um arquivo de chaves que o Hashdrop consiga ler: { $error }
keys-add-button = Adicionar…
keys-add-hint = Escolha o arquivo de chave de um distribuidor (.asc, .gpg, .pub, allowed_signers); você compara a impressão digital de cada chave antes que ela seja adicionada.
keys-bundled-heading = Chaves incluídas no Hashdrop
keys-bundled-for = Incluída para { $publisher }
keys-added-on-from = Adicionada em { $date } de { $file }
keys-added-on = Adicionada em { $date }
keys-added-from = Adicionada de { $file }
dialog-add-key = Escolha o arquivo de chave de um distribuidor
## lists (several lists, big lists)
verdict-accidents-note = Observação: { $algorithm } detecta danos acidentais, não adulterações: qualquer pessoa pode criar outro arquivo com o mesmo { $algorithm }. Prefira SHA-256 quando o editor o oferecer.
reading-list-progress = Lendo { $name }… { $lines } linhas
reading-list-stopped = A leitura de { $name } foi interrompida: suas somas de verificação não são usadas.

## Asking the publisher for its signed checksum
settings-publishers = Distribuidores
settings-ask-publisher = Sempre perguntar ao distribuidor pelos arquivos que ele conhece
settings-ask-publisher-hint = Quando você dá ao Hashdrop um download que ele conhece (Ubuntu, Debian, Fedora…), ele busca sozinho a lista assinada de somas do distribuidor no próprio site dele, por HTTPS, sem esperar você apertar o botão. Nada sobre o seu arquivo é enviado.
publisher-ask-button = Pedir a { $publisher } a soma assinada
publisher-ask-hint = Busca por HTTPS a lista assinada de somas no site de { $publisher } e confere a assinatura com a chave de { $publisher }. Nada sobre o seu arquivo é enviado.
publisher-asking = Pedindo a { $publisher } a soma assinada…
publisher-matched = Este é { $name }, exatamente como { $publisher } o publicou (assinado com a chave de { $publisher } em { $day }).
publisher-matched-undated = Este é { $name }, exatamente como { $publisher } o publicou (assinado com a chave de { $publisher }).
publisher-signed-by = Assinado por: { $key }
publisher-renamed = { $publisher } o lista como { $name }: este arquivo foi renomeado.
publisher-cached = Foi usada a lista de { $publisher } guardada numa verificação anterior; a assinatura dela foi conferida de novo.
publisher-mismatch = Este NÃO é o arquivo que { $publisher } publicou como { $name }: baixe-o de novo.
publisher-mismatch-titled = Este NÃO é { $title } como { $publisher } o publicou ({ $name }): baixe-o de novo.
publisher-bad-signature = NÃO use: a lista de { $publisher } falhou na verificação de assinatura
publisher-bad-signature-detail = Algo entre você e { $publisher } alterou a lista. Não confie neste download; baixe-o de novo mais tarde no site de { $publisher }, ou em outra rede.
publisher-no-answer = Sem resposta de { $publisher }
publisher-unknown = O Hashdrop não sabe quem publica um arquivo com este nome, então nada foi perguntado.
publisher-unsigned = { $publisher } publica as somas sem assinatura, então o Hashdrop não pode dar uma resposta assinada. Compare a soma abaixo com a da página de download de { $publisher }.
publisher-no-key = O Hashdrop não tem nenhuma chave de { $publisher } para conferir uma assinatura, então nada foi perguntado.
publisher-not-trusted = A lista recebida não está assinada com a chave de { $publisher }, então não prova nada. Compare a soma abaixo com a da página de download de { $publisher }.
publisher-no-list = { $publisher } não tem uma lista de somas para esta versão onde o Hashdrop procurou. Se você renomeou o arquivo, devolva o nome original; ou solte aqui o arquivo de somas da página de download.
publisher-not-listed = As listas assinadas de { $publisher } não têm arquivo com este nome nem com esta soma. Se você renomeou o arquivo, devolva o nome original; senão, talvez ele não venha de { $publisher }.
publisher-file-unreadable = Não foi possível ler o arquivo: { $reason }
publisher-offline = O Hashdrop não conseguiu chegar ao site do distribuidor (o computador está sem conexão?). Tente de novo quando estiver conectado, ou solte aqui o arquivo de somas que você baixou.
publisher-tls-refused = A conexão segura com o site do distribuidor foi recusada, então nada do que ele enviou foi usado. Uma rede que inspeciona conexões seguras (algumas empresas, hotéis) pode causar isso: tente em outra rede.
publisher-redirect-refused = O site do distribuidor mandou o Hashdrop para um endereço que não é seguro, ou não é do distribuidor, então o Hashdrop não o seguiu. Tente mais tarde, ou solte aqui o arquivo de somas da página de download.
publisher-too-large = O site do distribuidor enviou muito mais que uma lista de somas, então o Hashdrop parou de ler. Tente mais tarde.
publisher-too-slow = O site do distribuidor demorou demais para responder. Tente mais tarde.
publisher-server-trouble = O site do distribuidor não entregou a lista. Tente mais tarde, ou solte aqui o arquivo de somas da página de download.
publisher-user-file-unused = Seu arquivo de distribuidores { $name } não foi usado: ele precisa estar no formato do Hashdrop, pertencer a você, e ninguém mais pode alterá-lo. Os distribuidores do próprio Hashdrop continuam respondendo.
publisher-offer = Este arquivo veio sem soma. { $publisher } publica uma lista assinada de somas: o Hashdrop pode buscá-la no site de { $publisher } e conferir este arquivo com ela. Nada é enviado até você pedir.
publisher-ask-again = Perguntar de novo a { $publisher }
publisher-list-name = “Lista assinada de { $publisher }”
keys-format-openpgp = Chave OpenPGP
keys-format-minisign = Chave minisign/signify
keys-format-ssh = Chave SSH
keys-format-sigstore = Signatário Sigstore
keys-vouched-by = Garantido por { $issuer }
key-offer-heading-signer = Confiar neste signatário Sigstore?
key-offer-public-key = Chave pública:
key-offer-key-id = ID da chave: { $id }
key-offer-identity = Signatário (identidade):
key-offer-issuer = Garantido por (emissor):
key-offer-compare-key = Compare esta chave pública com a do site do publicador antes de adicioná-la.
key-offer-compare-signer = Compare esta identidade e este emissor com os do site do publicador antes de adicioná-los: qualquer pessoa pode assinar com Sigstore usando a própria identidade.
signer-added = { $identity } (garantido por { $issuer }) foi adicionado como signatário Sigstore confiável: os arquivos que assinou agora contam como assinados.
sig-trust-signer = Confiar neste signatário…
sig-trust-signer-hint = Veja quem assinou com Sigstore, compare com o site do publicador e decida se confia nele.
check-signature-not-checked-detail-sigstore = { $names } foi assinado por { $identity } (emissor { $issuer }), um signatário que o Hashdrop não conhece. Confie neste signatário apenas se o site do publicador citar esta identidade, ou compare o arquivo com o checksum da página do publicador.
sig-unknown-sigstore-named = NÃO verificada: as provas são válidas, mas qualquer pessoa pode assinar com Sigstore com o próprio nome, então só conta um signatário em quem você confia.
signer-declined = { $identity } não foi adicionado como signatário confiável.
